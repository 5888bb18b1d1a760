import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES, type EnvironmentFile } from 'shared-contracts';
import { takeOverrideParam } from '../../features/qa-override/lib/override-param';
import { CLEAR_VALUE, readOverrides, writeOverrides } from '../../features/qa-override/lib/remote-overrides';
import { setRemotePlan, type RemotePlan } from '../../features/remote-view/lib/remote-plan';
import type { SafeStorage } from '../../lib/storage';
import { appliedOverrides, resolveRemotePlan } from './resolve-remote-plan';

type Registration = Parameters<typeof registerRemotes>[0][number];

/** The remotes a plan loads, as the federation runtime registers them (refused ones left out). */
export function remotesOf(plan: RemotePlan): Registration[] {
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
}

/**
 * Decides where each remote loads from (pins, this browser's QA overrides, the allow-list),
 * remembers the overrides, and registers the remotes with the runtime. A remote missing from
 * the plan is not registered: its view then falls back and the rest of the suite works.
 */
export function startFederation(env: EnvironmentFile, options: StartFederationOptions): RemotePlan {
  const { requested, cleanPath } = takeOverrideParam(options.href);
  const stored = readOverrides(options.storage);
  const overrides = requested === CLEAR_VALUE ? {} : { ...stored, ...requested };
  const plan = resolveRemotePlan(env, overrides);
  if (!env.production) writeOverrides(options.storage, appliedOverrides(plan));
  if (requested !== null) options.replacePath(cleanPath);
  for (const ignored of plan.ignoredOverrides) {
    console.warn(`[shell] QA override ${ignored.remote}@${ignored.version} ignored: ${ignored.reason}`);
  }
  setRemotePlan(plan);
  registerRemotes(remotesOf(plan));
  return plan;
}
