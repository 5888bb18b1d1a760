// What a remote's federation entry gets in place of @module-federation/webpack-bundler-runtime
// (page-bundler-runtime-plugin.cjs): the page's bundler runtime, which
// provide-federation-runtime.mjs sets, with this build's own @module-federation/runtime. That one
// stays per build: it finds its instance by the build's identifier (a define), and the page's
// would hand a remote the shell's instance.
import * as runtime from '@module-federation/runtime';

const pageBundlerRuntime = globalThis._FEDERATION_BUNDLER_RUNTIME;
if (!pageBundlerRuntime) {
  throw new Error(
    'No federation bundler runtime on this page: a remote runs in the shell or on its own standalone page.',
  );
}

export default { ...pageBundlerRuntime, runtime };
