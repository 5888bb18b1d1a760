import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES, type EnvironmentFile, type RemoteId } from 'shared-contracts';
import { readCanaryAudience, rememberCanaryUser } from '../../features/canary/canary-audience';
import type { RolledBackCanaries } from '../../features/canary/canary-rollbacks';
import { takeOverrideParam } from '../../features/qa-override/lib/override-param';
import {
  CLEAR_VALUE,
  readOverrides,
  writeOverrides,
  type RemoteOverrides,
} from '../../features/qa-override/lib/remote-overrides';
import { getRemotePlan, setRemotePlan, type RemotePlan } from '../../features/remote-view/lib/remote-plan';
import type { SafeStorage } from '../../lib/storage';
import { appliedOverrides, resolveRemotePlan } from './resolve-remote-plan';

type Registration = Parameters<typeof registerRemotes>[0][number];

/** The remotes a plan loads, as the federation runtime registers them (refused ones left out). */
function remotesOf(plan: RemotePlan): Registration[] {
  return Object.values(plan.entries)
    .filter((entry) => entry !== undefined && !entry.refused)
    .map((entry) => ({ name: REMOTES[entry.remote], entry: entry.manifestUrl }));
}

export interface StartFederationOptions {
  /** The page's address (window.location.href). */
  href: string;
  /** Replaces the address without reloading (history.replaceState). */
  replacePath(path: string): void;
  /** Where this browser remembers its QA overrides (localStorage). */
  storage: SafeStorage;
  /** The canaries the API rolled back (`remote@version`): never assigned. */
  rolledBack?: RolledBackCanaries;
}

/** What the start-up plan was made from, to draw canaries again when someone signs in. */
let started: {
  env: EnvironmentFile;
  overrides: RemoteOverrides;
  storage: SafeStorage;
  rolledBack: RolledBackCanaries;
} | null = null;

/**
 * Decides where each remote loads from (pins, canaries, this browser's QA overrides, the
 * allow-list), remembers the overrides, and registers the remotes with the runtime. A remote
 * missing from the plan is not registered: its view then falls back and the rest works.
 */
export function startFederation(env: EnvironmentFile, options: StartFederationOptions): RemotePlan {
  const { requested, cleanPath } = takeOverrideParam(options.href);
  const stored = readOverrides(options.storage);
  const overrides = requested === CLEAR_VALUE ? {} : { ...stored, ...requested };
  const rolledBack = options.rolledBack ?? new Set<string>();
  const plan = resolveRemotePlan(env, overrides, readCanaryAudience(options.storage), rolledBack);
  started = { env, overrides, storage: options.storage, rolledBack };
  if (!env.production) writeOverrides(options.storage, appliedOverrides(plan));
  if (requested !== null) options.replacePath(cleanPath);
  for (const ignored of plan.ignoredOverrides) {
    console.warn(`[shell] QA override ${ignored.remote}@${ignored.version} ignored: ${ignored.reason}`);
  }
  setRemotePlan(plan);
  registerRemotes(remotesOf(plan));
  return plan;
}

/**
 * Someone signed in: canaries are drawn for them from now on (this browser remembers who). A
 * remote this page has not loaded yet whose side changed is registered again, so even the first
 * page after a first sign-in shows the user's own side; one already loaded keeps its version
 * until the next page load (the runtime cannot swap a module in use).
 */
export function drawCanariesFor(username: string, isLoaded: (remote: RemoteId) => boolean): void {
  if (!started) return;
  const previous = getRemotePlan();
  const audience = rememberCanaryUser(started.storage, username);
  const plan = resolveRemotePlan(started.env, started.overrides, audience, started.rolledBack);
  const changed: RemotePlan['entries'] = {};
  for (const entry of Object.values(plan.entries)) {
    if (!entry) continue;
    const before = previous?.entries[entry.remote];
    if (before && isLoaded(entry.remote)) plan.entries[entry.remote] = before;
    else if (before?.manifestUrl !== entry.manifestUrl) changed[entry.remote] = entry;
  }
  setRemotePlan(plan);
  const again = remotesOf({ ...plan, entries: changed });
  if (again.length > 0) registerRemotes(again, { force: true });
}
