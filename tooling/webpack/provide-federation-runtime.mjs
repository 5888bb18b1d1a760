// Sets the federation runtime that remotes built with `experiments.externalRuntime` take from the
// page: first in the shell's entry, and in a remote's standalone page (see
// standalone-federation-runtime-plugin.cjs). The same ES module build the webpack runtime imports,
// so the shell holds one copy of it.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
