// Sets the federation runtime that remotes built with `experiments.externalRuntime` take from the
// page: first in the shell's entry, and in a remote's standalone page (see
// standalone-federation-runtime-plugin.cjs). The same ES module builds the webpack runtime
// imports, so the shell holds one copy of each.
import * as runtimeCore from '@module-federation/runtime-core';
import federation from '@module-federation/webpack-bundler-runtime/bundler';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
// The bundler runtime the remotes' entries copy into their own `__webpack_require__.federation`
// (page-bundler-runtime.mjs). A build without exposes, as the shell, leaves out the part that
// answers a container's `init`; a remote needs it.
globalThis._FEDERATION_BUNDLER_RUNTIME = {
  ...federation,
  bundlerRuntime: { ...federation.bundlerRuntime, initContainerEntry },
};
