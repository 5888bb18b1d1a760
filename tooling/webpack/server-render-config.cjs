// A remote's server build: the module the shell's server imports to draw the remote's pages on
// Node (issue 56: the public pages' first HTML carries their content). It goes beside the
// browser build, in dist/<version>/server/, so it is published and pinned with that version:
// the shell's server finds it from the pinned manifest's address (shared-contracts/server-render).
//
// One self-contained ES module: React, the page's code and its words in one file (no chunks to
// fetch, no packages to resolve on the shell's server), not minified (read once per version).
const path = require('node:path');
const webpack = require('webpack');

/**
 * @param {string} appDir                   the remote's folder
 * @param {import('webpack').Configuration} browser  the remote's browser build (its output and aliases)
 * @param {string} entry                    the module exporting `renderPage` and `contractVersion`
 */
function createServerRenderConfig(appDir, browser, entry) {
  return {
    name: 'server-render',
    // After the browser build, whose output folder it writes into (that build cleans it first).
    dependencies: [browser.name],
    mode: 'production',
    target: 'node22',
    context: appDir,
    entry: { 'render-page': entry },
    devtool: false,
    cache: browser.cache && { ...browser.cache, name: `${browser.cache.name}-server` },
    experiments: { outputModule: true },
    output: {
      path: path.join(browser.output.path, 'server'),
      filename: '[name].mjs',
      module: true,
      chunkFormat: 'module',
      library: { type: 'module' },
      clean: false,
    },
    resolve: browser.resolve,
    module: browser.module,
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'minimal',
    snapshot: browser.snapshot,
  };
}

module.exports = { createServerRenderConfig };
