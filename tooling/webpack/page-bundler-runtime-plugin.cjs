// The federation runtime once per page (issue 16), second part. Module Federation's
// `experiments.externalRuntime` takes @module-federation/runtime-core from the page; each
// remoteEntry.js still carried the bundler runtime that drives it from webpack's side
// (@module-federation/webpack-bundler-runtime and the sdk helpers it imports: 3.6 KB gzip of the
// entry's 10.1; the error codes stay, the build's own runtime imports them). The federation entry
// the plugin writes imports it by its file; in a remote's build that file is replaced by
// page-bundler-runtime.mjs, which takes the page's.
//
// What it buys (docs/performance.md, "The walk's bytes"): each remoteEntry.js 10.1 → 6.5 KB gzip,
// a walk of every view 846 → 821 KB.
const path = require('node:path');

const BUNDLER_RUNTIME_FILE = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/;
const PAGE_BUNDLER_RUNTIME = path.join(__dirname, 'page-bundler-runtime.mjs');

const PLUGIN_NAME = 'PageBundlerRuntimePlugin';

class PageBundlerRuntimePlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    // By the request only (the entry names the file by its path), not the resolved file: the
    // standalone page's provider (standalone-federation-runtime-plugin.cjs, a child compilation
    // that inherits this hook) imports the same file by its package name, and must keep it.
    compiler.hooks.normalModuleFactory.tap(PLUGIN_NAME, (factory) => {
      factory.hooks.beforeResolve.tap(PLUGIN_NAME, (resolveData) => {
        if (BUNDLER_RUNTIME_FILE.test(resolveData.request)) resolveData.request = PAGE_BUNDLER_RUNTIME;
      });
    });
  }
}

module.exports = { PageBundlerRuntimePlugin };
