// The federation runtime once per page (issue 16). A remote is built with Module Federation's
// `experiments.externalRuntime`: its remoteEntry.js and chunks take @module-federation/runtime-core
// from the page (`globalThis._FEDERATION_RUNTIME_CORE`), which the shell sets before it loads any
// remote (FEDERATION_RUNTIME_PROVIDER first in its entry). Not `experiments.provideExternalRuntime`:
// its runtime plugin imports runtime-core through runtime-tools' CommonJS build, a second copy of
// the runtime in the shell's main script (30 -> 43 KB on the wire). Each entry is then about 9 KB instead of 25 KB on
// the wire, and the browser evaluates the runtime once instead of once per remote.
//
// A remote still runs without the shell (its standalone page, `pnpm --filter mf-sov dev`). This
// plugin builds a small script that provides the runtime, in a child compilation (without the
// federation plugins and externals of the remote's own compilation, which are not inherited), and
// puts it first in the standalone index.html. The shell never loads it.
// For correctness: without it the standalone page has no federation runtime and draws nothing
// (e2e/tests/standalone-remote.spec.ts).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const PLUGIN_NAME = 'StandaloneFederationRuntimePlugin';
const FEDERATION_RUNTIME_PROVIDER = path.join(__dirname, 'provide-federation-runtime.mjs');

class StandaloneFederationRuntimePlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    /** @type {string | null} */
    let providerFile = null;

    compiler.hooks.make.tapAsync(PLUGIN_NAME, (compilation, callback) => {
      const { EntryPlugin } = compiler.webpack;
      const filename =
        compiler.options.mode === 'production' ? 'federation-runtime.[contenthash:8].js' : 'federation-runtime.js';
      const child = compilation.createChildCompiler(PLUGIN_NAME, { filename }, [
        new EntryPlugin(compiler.context, FEDERATION_RUNTIME_PROVIDER, { name: 'federation-runtime' }),
      ]);
      child.runAsChild((error, entries) => {
        if (error) return callback(error);
        const files = [...(entries?.[0]?.files ?? [])].filter((file) => file.endsWith('.js'));
        if (files.length !== 1)
          return callback(new Error(`${PLUGIN_NAME}: expected one script, got ${files.join(', ')}`));
        providerFile = files[0];
        callback();
      });
    });

    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(PLUGIN_NAME, (data) => {
        if (!providerFile) return data;
        // Deferred like the entry: deferred scripts run in document order, so the runtime is set first.
        const tag = HtmlWebpackPlugin.createHtmlTagObject('script', {
          defer: true,
          src: `${data.publicPath}${providerFile}`,
        });
        data.headTags.unshift(tag);
        return data;
      });
    });
  }
}

module.exports = { FEDERATION_RUNTIME_PROVIDER, StandaloneFederationRuntimePlugin };
