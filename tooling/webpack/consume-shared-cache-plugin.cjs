// Makes a build from webpack's persistent cache write what a clean build writes, with Module
// Federation's shared modules.
//
// @module-federation/enhanced copies each consume-shared module's buildMeta from its fallback at
// finishModules stage 10, after webpack's FlagDependencyExportsPlugin (stage 0) has decided what
// every module exports. In a clean build the consume-shared module has no buildMeta at that point,
// so its exports are unknown and `export * from 'react-router'` (react-router-dom) is kept as a
// dynamic re-export. Restored from the cache, it still carries the copied buildMeta: webpack then
// reads it as a module that exports nothing, drops the re-export and concatenates what is left.
// The shell's react-router-dom lost useNavigate and the rest (React error #130 in the remotes), and
// a remote's first build after a clean one minified and compressed its charts chunk again.
//
// Clearing the copied buildMeta before the exports are flagged puts the cached build on the clean
// build's path; the federation plugin copies it again at stage 10.
//
// For correctness, not speed: consume-shared-cache-plugin.test.mjs builds from a cache with and
// without it and shows the re-export lost without it.
const PLUGIN_NAME = 'ConsumeSharedCachePlugin';
const CONSUME_SHARED_MODULE = 'consume-shared-module';

class ConsumeSharedCachePlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.finishModules.tap({ name: PLUGIN_NAME, stage: -100 }, (modules) => {
        for (const module of modules) {
          if (module.type === CONSUME_SHARED_MODULE) module.buildMeta = {};
        }
      });
    });
  }
}

module.exports = { ConsumeSharedCachePlugin };
