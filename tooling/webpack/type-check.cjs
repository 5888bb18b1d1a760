// The contract, live: a remote's dev server type-checks the remote, and the workspace packages it
// imports by their sources (shared-contracts among them), in a process of its own. An error shows
// in the terminal and in the page's overlay (the dev server's, in the shell's page too) as soon
// as the check ends, without holding up the hot update; a contract change that breaks a remote
// shows in every remote's dev server running beside it. Production builds leave checking to
// `pnpm typecheck`.
const path = require('node:path');
const ForkTsCheckerWebpackPlugin = require('fork-ts-checker-webpack-plugin');

/** @param {string} appDir */
function typeCheckPlugins(appDir) {
  return [
    new ForkTsCheckerWebpackPlugin({
      async: true,
      typescript: { configFile: path.join(appDir, 'tsconfig.json'), mode: 'readonly' },
      // Errors only, one line per problem in the terminal: warnings belong to lint.
      issue: { include: [{ severity: 'error' }] },
      logger: 'webpack-infrastructure',
    }),
  ];
}

module.exports = { typeCheckPlugins };
