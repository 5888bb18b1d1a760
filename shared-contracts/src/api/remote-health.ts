import type { RemoteId } from '../environment';

/** The tracker event the shell sends for every attempt to load (and render) a remote's view. */
export const REMOTE_LOAD_EVENT = 'remote:load';

/** Where a load failed: the manifest, the entry script, the exposed module, or the first render. */
export type RemoteLoadPhase = 'manifest' | 'entry' | 'module' | 'render';

export const REMOTE_LOAD_PHASES: readonly RemoteLoadPhase[] = ['manifest', 'entry', 'module', 'render'];

/** The props of one `remote:load` event. Times are milliseconds from the start of the load. */
export interface RemoteLoadEventProps {
  env: string;
  remote: RemoteId;
  version: string;
  channel: 'stable' | 'canary';
  outcome: 'loaded' | 'failed';
  /** Set when the outcome is `failed`. */
  phase: RemoteLoadPhase | null;
  manifestMs: number | null;
  entryMs: number | null;
  moduleMs: number | null;
  totalMs: number;
}

/** One remote version's loads in the health window, as real browsers reported them. */
export interface RemoteHealthRow {
  remote: string;
  version: string;
  channel: 'stable' | 'canary';
  loads: number;
  failures: number;
  /** Failures over loads, in percent (0 when nothing loaded). */
  failurePercent: number;
  /** 95th percentile of successful loads' total time; null when none succeeded. */
  p95LoadMs: number | null;
  failuresByPhase: Record<RemoteLoadPhase, number>;
  /** When the API withdrew this version as a canary; null when it did not. */
  rolledBackAt: string | null;
}

/** `GET /api/v2/federation/health?env=`: the last hour of one environment. */
export interface RemoteHealthResponse {
  env: string;
  windowMinutes: number;
  rows: RemoteHealthRow[];
}

/** A canary the API withdrew; the shell stops assigning it on the next page load. */
export interface CanaryRollback {
  remote: string;
  version: string;
  loads: number;
  failures: number;
  rolledBackAt: string;
}

/** `GET /api/v2/federation/rollbacks?env=` (public: the shell reads it before anyone signs in). */
export interface CanaryRollbacksResponse {
  env: string;
  rollbacks: CanaryRollback[];
}
