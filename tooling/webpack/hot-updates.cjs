// Hot updates in development builds, with React Fast Refresh: an edit of a component shows in the
// page without a reload and keeps the component's state, also when the page is the shell and the
// component a remote's (the devServer block of create-webpack-config.cjs). Production builds
// never load this file.
const path = require('node:path');
const ReactRefreshPlugin = require('@pmmmwh/react-refresh-webpack-plugin');

const PAGE_REFRESH_RUNTIME = path.join(__dirname, 'page-refresh-runtime.cjs');
// The refresh loader imports the runtime by its file, the plugin's entry by its package name.
const REFRESH_RUNTIME_FILE = require.resolve('react-refresh/runtime');
const REFRESH_RUNTIME_REQUESTS = new Set(['react-refresh/runtime', REFRESH_RUNTIME_FILE]);

/**
 * Every build's modules register with one React Refresh runtime per page (page-refresh-runtime.cjs).
 * React DOM finds a runtime only through the DevTools hook it sees as it loads, so the first one
 * must be in the page before React DOM: the shell's development build injects it (the plugin's
 * entry runs before the shell's own), a remote's dev server then finds it. A remote's own copy,
 * injected after React DOM, would never learn of it (the hook react-refresh installs keeps no list
 * of renderers): updates would arrive and nothing re-render. e2e/tests/hot-update.spec.ts shows an
 * edit applied in the shell's page with its state kept.
 */
class PageRefreshRuntimePlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const name = 'PageRefreshRuntimePlugin';
    compiler.hooks.normalModuleFactory.tap(name, (factory) => {
      factory.hooks.beforeResolve.tap(name, (resolveData) => {
        const { request, contextInfo } = resolveData;
        if (REFRESH_RUNTIME_REQUESTS.has(request) && contextInfo.issuer !== PAGE_REFRESH_RUNTIME) {
          resolveData.request = PAGE_REFRESH_RUNTIME;
        }
      });
    });
  }
}

/**
 * Keeps hot-update scripts out of mf-manifest.json. webpack lists each one among its chunk's files,
 * and the manifest plugin lists an exposed module's chunk files as the module's assets, which the
 * shell's runtime loads before the remote's entry: after a reload (an edit not applied hot) the
 * page ran the last update first, `self.webpackHotUpdatemf_sov is not a function`
 * (module-federation/core#4686). Between webpack adding them and the manifest plugin reading
 * them, after the source maps of the updates are written. e2e/tests/hot-update.spec.ts reloads
 * the page after four updates and reads the manifest.
 */
class HotUpdatesOutOfManifestPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const name = 'HotUpdatesOutOfManifestPlugin';
    const { Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap({ name, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        for (const chunk of compilation.chunks) {
          for (const file of chunk.files) {
            if (compilation.getAsset(file)?.info.hotModuleReplacement) chunk.files.delete(file);
          }
        }
      });
    });
  }
}

/**
 * The plugins of a development build. The plugin's error overlay is off: webpack-dev-server's own
 * overlay shows build and run-time errors, and the plugin's overlay socket ignored
 * `client.webSocketURL` (pmmmwh/react-refresh-webpack-plugin#742): in the shell's page it would
 * dial the shell. One `library` for every app: the page's runtime is injected into React's
 * hook once, not once per app.
 */
function hotUpdatePlugins() {
  return [
    new ReactRefreshPlugin({
      overlay: false,
      library: 'suite',
      // This folder's scripts (the runtime providers, the page's refresh runtime) hold no components.
      exclude: [/node_modules/, __dirname],
    }),
    new PageRefreshRuntimePlugin(),
    new HotUpdatesOutOfManifestPlugin(),
  ];
}

module.exports = { hotUpdatePlugins };
