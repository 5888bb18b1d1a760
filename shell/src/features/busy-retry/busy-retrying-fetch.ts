/** How the API says it is over capacity: 503 with Retry-After (api/src/plugins/overload.ts). */
const BUSY_STATUS = 503;

export interface BusyRetryOptions {
  fetchImpl: typeof fetch;
  /** Called when a request is refused as busy and will be retried (the "busy, retrying" notice). */
  onBusy(): void;
  /** Tries in all, the first included; after the last, the 503 goes to the caller as an error. */
  maxAttempts?: number;
  /** The longest wait between tries, whatever Retry-After asks. */
  maxDelayMs?: number;
  /** Waits `ms`, rejecting when `signal` aborts (tests pass an immediate one). */
  sleep?: (ms: number, signal?: AbortSignal | null) => Promise<void>;
  now?: () => number;
}

const DEFAULT_MAX_ATTEMPTS = 4;
const DEFAULT_MAX_DELAY_MS = 10_000;
const DEFAULT_DELAY_MS = 2_000;
/** One notice per busy spell: the views' many calls are refused together. */
const NOTICE_INTERVAL_MS = 6_000;

/** Retry-After in seconds or as an HTTP date (RFC 9110 section 10.2.3), in milliseconds. */
export function retryDelayMs(header: string | null, now: number, maxDelayMs: number): number {
  if (!header) return Math.min(DEFAULT_DELAY_MS, maxDelayMs);
  const seconds = Number(header);
  const delay = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  if (!Number.isFinite(delay)) return Math.min(DEFAULT_DELAY_MS, maxDelayMs);
  return Math.min(Math.max(delay, 0), maxDelayMs);
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The request was aborted', 'AbortError');
}

export function sleep(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError(signal));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal as AbortSignal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * A fetch that waits and asks again when the API answers 503 (busy): the view keeps its loading
 * state and the shell says "busy, retrying" instead of the view showing an error. A new search
 * aborts the wait like it aborts the request.
 */
export function createBusyRetryingFetch(options: BusyRetryOptions): typeof fetch {
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const maxDelayMs = options.maxDelayMs ?? DEFAULT_MAX_DELAY_MS;
  const wait = options.sleep ?? sleep;
  const now = options.now ?? Date.now;
  let noticeAt = Number.NEGATIVE_INFINITY;
  return async (input, init) => {
    for (let attempt = 1; ; attempt += 1) {
      const response = await options.fetchImpl(input, init);
      if (response.status !== BUSY_STATUS || attempt >= maxAttempts) return response;
      if (now() - noticeAt >= NOTICE_INTERVAL_MS) {
        noticeAt = now();
        options.onBusy();
      }
      await wait(retryDelayMs(response.headers.get('retry-after'), now(), maxDelayMs), init?.signal);
    }
  };
}
