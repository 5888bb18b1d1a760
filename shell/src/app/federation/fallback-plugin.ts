import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// Only type imports and import() inside the hook: this file runs before the share scope exists,
// and a top-level import of react (or anything shared) crashed the shell at start.

type ErrorLoadRemoteArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['errorLoadRemote']>>[0];

/**
 * Swaps in a fallback module when a remote cannot be loaded, so one remote that is down never
 * rejects into the shell. Acts only at `onLoad`: at `afterResolve` the answer would be taken as
 * the remote's manifest.
 */
export async function handleErrorLoadRemote(args: ErrorLoadRemoteArgs): Promise<unknown> {
  if (args.lifecycle !== 'onLoad') return undefined;
  console.warn(`[shell] remote ${args.id} could not be loaded; showing its fallback`, args.error);
  const { createFallbackModule } = await import('./fallback-module');
  const fallback = createFallbackModule(args.id, args.error);
  // Remotes declared at build time expect a factory; loadRemote calls expect the module.
  return args.from === 'build' ? () => fallback : fallback;
}

export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-fallback',
    errorLoadRemote: handleErrorLoadRemote,
  };
}
