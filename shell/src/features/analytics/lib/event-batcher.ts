import type { AnalyticsEvent } from 'shared-contracts';

/** How a batch leaves: `leaving` when the page is going away (no time to wait for an answer). */
export type SendBatch = (events: AnalyticsEvent[], options: { leaving: boolean }) => Promise<void>;

export interface EventBatcherOptions {
  send: SendBatch;
  /** A batch leaves as soon as this many events wait. */
  maxBatch?: number;
  /** Otherwise it leaves this long after its first event. */
  flushAfterMs?: number;
  /** Events kept while the endpoint is down; the oldest go first past it. */
  maxPending?: number;
  now?: () => Date;
}

export interface EventBatcher {
  /** Queues one event. Never throws and never waits. */
  track(event: string, props?: Record<string, unknown>): void;
  /** Sends what waits now. Resolves when the send settled; never rejects. */
  flush(options?: { leaving?: boolean }): Promise<void>;
  /** How many events wait (for tests and diagnostics). */
  pending(): number;
}

const DEFAULT_MAX_BATCH = 20;
const DEFAULT_FLUSH_AFTER_MS = 5000;
const DEFAULT_MAX_PENDING = 200;

interface Pending {
  event: AnalyticsEvent;
  /** A failed send puts its events back once; a second failure drops them. */
  retried: boolean;
}

/**
 * The tracker's queue (spec: an analytics event per login, search, filter apply, export, report
 * and alert change). Analytics must never cost the user anything: sending happens later, in
 * batches, and whatever the endpoint does (down, slow, refusing) is swallowed.
 */
export function createEventBatcher(options: EventBatcherOptions): EventBatcher {
  const maxBatch = options.maxBatch ?? DEFAULT_MAX_BATCH;
  const flushAfterMs = options.flushAfterMs ?? DEFAULT_FLUSH_AFTER_MS;
  const maxPending = options.maxPending ?? DEFAULT_MAX_PENDING;
  const now = options.now ?? (() => new Date());
  let queue: Pending[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const cancelTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const sendBatch = async (batch: Pending[], leaving: boolean): Promise<void> => {
    try {
      await options.send(
        batch.map((item) => item.event),
        { leaving },
      );
    } catch {
      if (leaving) return;
      const again = batch.filter((item) => !item.retried).map((item) => ({ ...item, retried: true }));
      queue = [...again, ...queue].slice(-maxPending);
      if (queue.length > 0 && timer === null) timer = setTimeout(() => void flush(), flushAfterMs);
    }
  };

  async function flush({ leaving = false }: { leaving?: boolean } = {}): Promise<void> {
    cancelTimer();
    const sends: Promise<void>[] = [];
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(maxBatch);
      sends.push(sendBatch(batch, leaving));
    }
    await Promise.all(sends);
  }

  return {
    track(event, props) {
      try {
        const at = now().toISOString();
        queue.push({ event: { event, ...(props ? { props } : {}), at }, retried: false });
        if (queue.length > maxPending) queue = queue.slice(-maxPending);
        if (queue.length >= maxBatch) void flush();
        else if (timer === null) timer = setTimeout(() => void flush(), flushAfterMs);
      } catch {
        // A tracker that throws would break the action being tracked.
      }
    },
    flush,
    pending: () => queue.length,
  };
}
