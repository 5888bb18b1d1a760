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

export type {
  CanaryRollback,
  CanaryRollbacksResponse,
  RemoteHealthResponse,
  RemoteHealthRow,
} from '../schemas/remote-health';
