// Type imports only: the federation runtime's plugins write here before shared libraries exist.
import type { RemoteLoadEventProps, RemoteLoadPhase } from 'shared-contracts';

/** What the runtime's hooks saw of one remote's load in progress: when each step ended. */
interface LoadMarks {
  startedAt: number;
  manifestAt: number | null;
  entryAt: number | null;
  failedPhase: Extract<RemoteLoadPhase, 'manifest' | 'entry'> | null;
}

const inProgress = new Map<string, LoadMarks>();
let sink: ((props: RemoteLoadEventProps) => void) | null = null;

/** The loader starts a load of the remote registered as `federationName`. */
export function beginLoad(federationName: string, now = performance.now()): void {
  inProgress.set(federationName, { startedAt: now, manifestAt: null, entryAt: null, failedPhase: null });
}

/** The runtime fetched (or failed to fetch) the manifest of a load in progress. */
export function markManifest(federationName: string, ok: boolean, now = performance.now()): void {
  const marks = inProgress.get(federationName);
  if (!marks) return;
  marks.manifestAt = now;
  if (!ok) marks.failedPhase ??= 'manifest';
}

/** The runtime ran (or failed to run) the entry script of a load in progress. */
export function markEntry(federationName: string, ok: boolean, now = performance.now()): void {
  const marks = inProgress.get(federationName);
  if (!marks) return;
  marks.entryAt = now;
  if (!ok) marks.failedPhase ??= 'entry';
}

/** The load ended: its step times from its start, and the phase that failed, if one did. */
export function endLoad(
  federationName: string,
  now = performance.now(),
): Pick<RemoteLoadEventProps, 'manifestMs' | 'entryMs' | 'moduleMs' | 'totalMs'> & {
  failedPhase: LoadMarks['failedPhase'];
} {
  const marks = inProgress.get(federationName) ?? {
    startedAt: now,
    manifestAt: null,
    entryAt: null,
    failedPhase: null,
  };
  inProgress.delete(federationName);
  const since = (at: number | null) => (at === null ? null : Math.round(at - marks.startedAt));
  return {
    manifestMs: since(marks.manifestAt),
    entryMs: since(marks.entryAt),
    moduleMs: Math.round(now - marks.startedAt),
    totalMs: Math.round(now - marks.startedAt),
    failedPhase: marks.failedPhase,
  };
}

/** Where finished loads are reported (the shell's tracker, once the app runs). */
export function setRemoteLoadSink(next: ((props: RemoteLoadEventProps) => void) | null): void {
  sink = next;
}

export function reportRemoteLoad(props: RemoteLoadEventProps): void {
  sink?.(props);
}
