// Stands in for `@module-federation/enhanced/runtime` in the monolith build only (see
// webpack.config.cjs): the same calls the shell makes, answered by modules compiled into the
// page. Each remote stays its own lazy chunk, as a route-split monolith would load it.

import { EXPOSED } from './exposed-modules.mjs';

/** Nothing to register: every remote is already in the build. */
export function registerRemotes() {}

/** The exposed module for a federated id, as the runtime's loadRemote answers it. */
export async function loadRemote(id) {
  const load = EXPOSED[id];
  if (!load) throw new Error(`The monolith build holds no module ${id}`);
  return load();
}

/** Fetches a remote's chunk ahead of its route, like the runtime's preloadRemote. */
export async function preloadRemote(options) {
  await Promise.all(
    (options ?? []).map((option) => {
      const load = EXPOSED[`${option.nameOrAlias}/App`];
      return load ? load() : undefined;
    }),
  );
}
