import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_IDS, REMOTES, type EnvironmentFile } from 'shared-contracts';

type Registration = Parameters<typeof registerRemotes>[0][number];

/** The remotes an environment pins, as the federation runtime registers them. */
export function remotesOf(env: EnvironmentFile): Registration[] {
  return REMOTE_IDS.filter((id) => env.remotes[id]?.manifestUrl).map((id) => ({
    name: REMOTES[id],
    entry: env.remotes[id].manifestUrl,
  }));
}

/**
 * Registers every pinned remote with the runtime. A remote missing from the file is left out:
 * its view then shows the fallback, and the rest of the suite works.
 */
export function registerEnvironmentRemotes(env: EnvironmentFile): void {
  registerRemotes(remotesOf(env));
}
