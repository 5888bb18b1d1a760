// What a remote's build adds for the federation's operations (tooling/remotes-cli/README.md):
//  - the output version: package.json's, or SUITE_BUILD_VERSION to build the same source as
//    another version side by side (dist/<version>/; older folders are never touched);
//  - contract.json next to mf-manifest.json, so `pnpm remotes pin` can check a version's
//    contract major without loading its JavaScript;
//  - SUITE_CONTRACT_VERSION: builds a remote that reports another contract version (to try the
//    shell's refusal). Only then is `shared-contracts/contract-version` swapped for a module
//    that overrides CONTRACT_VERSION; a normal build resolves and bundles the real file.
// For correctness: without contract.json `pnpm remotes pin` refuses the build
// (tooling/remotes-cli/remotes.test.mjs), and e2e/tests/federation-ops.spec.ts shows a build for
// another contract major refused by the CLI and in its own outlet.
const fs = require('node:fs');
const path = require('node:path');

const VERSION_PATTERN = /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/;

/** CONTRACT_VERSION as written in shared-contracts/src/contract-version.ts. */
function readContractVersion(contractVersionFile) {
  const source = fs.readFileSync(contractVersionFile, 'utf8');
  const match = /export const CONTRACT_VERSION = '([^']+)'/.exec(source);
  if (!match) throw new Error(`No CONTRACT_VERSION in ${contractVersionFile}`);
  return match[1];
}

/** Emits contract.json: which remote, which version, built against which contract. */
class ContractFilePlugin {
  constructor({ remote, version, contractVersion }) {
    this.content = JSON.stringify({ remote, version, contractVersion }, null, 2) + '\n';
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ContractFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ContractFilePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset('contract.json', new sources.RawSource(this.content)),
      );
    });
  }
}

function checkedVersion(name, value) {
  if (!VERSION_PATTERN.test(value)) throw new Error(`${name} must be a semver version, got "${value}"`);
  return value;
}

/**
 * The version, resolve aliases and plugins a remote's build adds. Test builds only:
 * SUITE_BUILD_VERSION (another version folder), SUITE_CONTRACT_VERSION (another contract) and
 * SUITE_BROKEN_RENDER=1 (an App that throws while rendering).
 * @param {string} appDir
 * @param {{ name: string, version: string }} pkg
 * @param {NodeJS.ProcessEnv} [env]
 */
function remoteBuildExtras(appDir, pkg, env = process.env) {
  const version = env.SUITE_BUILD_VERSION
    ? checkedVersion('SUITE_BUILD_VERSION', env.SUITE_BUILD_VERSION)
    : pkg.version;
  // The manifest's buildInfo.buildVersion follows the folder, not package.json.
  if (env.SUITE_BUILD_VERSION) env.MF_BUILD_VERSION = version;
  const realContractFile = require.resolve('shared-contracts/contract-version', { paths: [appDir] });
  const override = env.SUITE_CONTRACT_VERSION
    ? checkedVersion('SUITE_CONTRACT_VERSION', env.SUITE_CONTRACT_VERSION)
    : null;
  const contractVersion = override ?? readContractVersion(realContractFile);
  const plugins = [new ContractFilePlugin({ remote: pkg.name, version, contractVersion })];
  let alias = {};
  if (override) {
    alias = {
      'shared-contracts/contract-version$': path.join(__dirname, 'contract-version-override.mjs'),
      'suite-original-contract-version$': realContractFile,
    };
    // Required here, not at the top: the remotes CLI reads readContractVersion without webpack.
    const { DefinePlugin } = require('webpack');
    plugins.push(new DefinePlugin({ __SUITE_CONTRACT_VERSION__: JSON.stringify(override) }));
  }
  if (env.SUITE_BROKEN_RENDER === '1') {
    // The exposed root, by its absolute path, becomes a view that throws on render.
    const exposed = require(path.join(appDir, 'module-federation.config.cjs')).exposes['./App'];
    alias = { ...alias, [`${path.resolve(appDir, exposed)}$`]: path.join(__dirname, 'broken-view.mjs') };
    const { DefinePlugin } = require('webpack');
    plugins.push(new DefinePlugin({ __SUITE_BROKEN_VIEW_CONTRACT__: JSON.stringify(contractVersion) }));
  }
  return { version, alias, plugins };
}

module.exports = { readContractVersion, remoteBuildExtras, VERSION_PATTERN };
