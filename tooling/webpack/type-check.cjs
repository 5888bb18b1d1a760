// The contract, live: a remote's dev server type-checks the remote and shared-contracts (the other
// workspace packages it imports give their types: typescript-in-background.cjs), in a process of
// its own. An error shows in the terminal and in the page's overlay (the dev server's, in the
// shell's page too) as soon as the check ends, without holding up the hot update; a contract
// change that breaks a remote shows in every remote's dev server running beside it. Production
// builds leave checking to `pnpm typecheck`.
const fs = require('node:fs');
const path = require('node:path');
const ForkTsCheckerWebpackPlugin = require('fork-ts-checker-webpack-plugin');
// The plugin's own record of changed files (9.2.0, pinned in tooling/package.json).
const { updateFilesChange } = require('fork-ts-checker-webpack-plugin/lib/files-change');

const TYPESCRIPT_FILE = /\.[cm]?tsx?$/;

/** The TypeScript files under a folder. */
function typeScriptFiles(/** @type {string} */ folder) {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && TYPESCRIPT_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The checker runs when webpack builds, and webpack watches what it bundles. A remote's dev server
 * under `pnpm dev` bundles none of the workspace packages (the shell shares them:
 * shared-dependencies.cjs, `withoutFallbacks`), so their sources are watched here: a saved
 * contract change starts a build with nothing to rebuild, and the check that comes with it.
 * (Listing them in the checker's program instead made each such check a second longer.)
 *
 * The checker learns which files changed from the watcher's events, which webpack holds back while
 * it builds: a file saved during a build was built again but never checked again (one contract
 * break in 30 never showed). webpack's own list of what changed is handed to the checker as well.
 */
class WatchWorkspaceSourcesPlugin {
  /** @param {string} appDir */
  constructor(appDir) {
    const { dependencies = {} } = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
    this.folders = Object.entries(dependencies)
      .filter(([, range]) => String(range).startsWith('workspace:'))
      .map(([name]) => path.join(appDir, '..', name, 'src'))
      .filter((folder) => fs.existsSync(folder));
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const name = 'WatchWorkspaceSourcesPlugin';
    compiler.hooks.afterCompile.tap(name, (compilation) => {
      for (const folder of this.folders) {
        // The files by name (webpack then reports each one that changes), the folder for new ones.
        compilation.contextDependencies.add(folder);
        for (const file of typeScriptFiles(folder)) compilation.fileDependencies.add(file);
      }
    });
    // Before the checker's own watchRun, which takes the changes gathered so far.
    compiler.hooks.watchRun.tap(name, () => {
      updateFilesChange(compiler, {
        changedFiles: [...(compiler.modifiedFiles ?? [])].filter((file) => TYPESCRIPT_FILE.test(file)),
        deletedFiles: [...(compiler.removedFiles ?? [])].filter((file) => TYPESCRIPT_FILE.test(file)),
      });
    });
  }
}

/** @param {string} appDir */
function typeCheckPlugins(appDir) {
  return [
    new WatchWorkspaceSourcesPlugin(appDir),
    new ForkTsCheckerWebpackPlugin({
      async: true,
      typescript: {
        configFile: path.join(appDir, 'tsconfig.json'),
        mode: 'readonly',
        typescriptPath: require.resolve('./typescript-in-background.cjs'),
      },
      // Errors only, one line per problem in the terminal: warnings belong to lint.
      issue: { include: [{ severity: 'error' }] },
      logger: 'webpack-infrastructure',
    }),
  ];
}

module.exports = { typeCheckPlugins };
