// Type imports only: the plan is made at start-up, before the app renders, and read by the
// loader, the QA banner and the diagnostics panel.
import type { RemoteId } from 'shared-contracts';

/** Where one remote is loaded from in this page, after QA overrides and the allow-list. */
export interface RemotePlanEntry {
  remote: RemoteId;
  /** The version this page loads (the override's, else the pinned one). */
  version: string;
  manifestUrl: string;
  /** The version the environment file pins. */
  pinnedVersion: string;
  /** A QA override points this remote at `version` for this browser only. */
  override: boolean;
  /**
   * The override is a build on this machine (a loopback manifest URL, in `manifestUrl` and
   * `version` both): an engineer's overlay, never reported to the environment's load health.
   */
  local: boolean;
  /** Production refused the manifest URL: its origin is not on the allow-list. */
  refused: boolean;
  /** Which side of a canary this page is on: `canary` loads the canary's version. */
  channel: 'stable' | 'canary';
  /** The environment's canary for this remote and where this audience fell; null: no canary. */
  canary: CanaryDraw | null;
}

/** A canary as this page drew it: the audience's bucket against the canary's share. */
export interface CanaryDraw {
  version: string;
  percent: number;
  /** 0 up to 100: on the canary when below `percent`. */
  bucket: number;
  /** Drawn for the signed-in user, or for this browser before anyone signed in here. */
  audience: 'user' | 'browser';
  /** The API withdrew this canary (its loads failed): everybody gets the stable pin. */
  rolledBack: boolean;
}

/** A QA override that was asked for and not applied, and why. */
export interface IgnoredOverride {
  remote: string;
  version: string;
  reason: 'production' | 'loopback-in-production' | 'not-pinned' | 'no-version-segment' | 'origin-not-allowed';
}

/** How this page loads the remotes: decided once at start-up, from the environment file. */
export interface RemotePlan {
  envName: string;
  production: boolean;
  entries: Partial<Record<RemoteId, RemotePlanEntry>>;
  ignoredOverrides: IgnoredOverride[];
}

let current: RemotePlan | null = null;

/** Records the start-up plan (main.ts, once). */
export function setRemotePlan(plan: RemotePlan | null): void {
  current = plan;
}

/** The start-up plan; null where none was made (unit tests that render views directly). */
export function getRemotePlan(): RemotePlan | null {
  return current;
}
