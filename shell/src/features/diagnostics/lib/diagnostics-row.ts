import type { CanaryDraw } from '../../remote-view';

/** Where a remote stands in this page: from the start-up plan and the loader's last attempt. */
export type DiagnosticsStatus = 'notLoaded' | 'loaded' | 'failed' | 'incompatible' | 'refused' | 'notPinned';

/** One line of the diagnostics panel. */
export interface DiagnosticsRow {
  remote: string;
  /** The version this page loads; null when the environment pins none. */
  version: string | null;
  pinnedVersion: string | null;
  /** A QA override chose the version for this browser. */
  override: boolean;
  /** The override is a build on this machine (its manifest URL on a loopback host). */
  local: boolean;
  /** Which side of the remote's canary this page drew, and why; null: no canary. */
  canary: (CanaryDraw & { channel: 'stable' | 'canary' }) | null;
  manifestUrl: string | null;
  /** The contract the loaded module reported; null until loaded. */
  contractVersion: string | null;
  loadMs: number | null;
  status: DiagnosticsStatus;
}
