import type { EnvironmentFile } from 'shared-contracts';
import { analyticsEndpoint, createEventSender } from '../api/send-events';
import { createEventBatcher, type EventBatcher, type EventBatcherOptions } from './event-batcher';

export interface AnalyticsTrackerOptions extends Pick<EventBatcherOptions, 'maxBatch' | 'flushAfterMs'> {
  env: Pick<EnvironmentFile, 'apiBase' | 'external'>;
  getToken(): string | null;
  fetchImpl?: typeof fetch;
  /** Where `pagehide` and `visibilitychange` are heard; the page's window by default. */
  target?: Pick<Window, 'addEventListener'>;
  /** Whether the page is hidden (sent to the background, about to be discarded on phones). */
  isHidden?: () => boolean;
}

/**
 * The shell's one tracker behind `host.track`: batches to the configured endpoint, and sends
 * what waits when the page goes away or to the background (a closed tab must not lose them).
 */
export function createAnalyticsTracker(options: AnalyticsTrackerOptions): EventBatcher {
  const target = options.target ?? window;
  const isHidden = options.isHidden ?? (() => document.visibilityState === 'hidden');
  const beacon =
    typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
      ? (url: string, data: Blob) => navigator.sendBeacon(url, data)
      : undefined;
  const batcher = createEventBatcher({
    send: createEventSender({
      url: analyticsEndpoint(options.env),
      getToken: options.getToken,
      ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}),
      ...(beacon ? { sendBeacon: beacon } : {}),
    }),
    ...(options.maxBatch ? { maxBatch: options.maxBatch } : {}),
    ...(options.flushAfterMs ? { flushAfterMs: options.flushAfterMs } : {}),
  });
  target.addEventListener('pagehide', () => void batcher.flush({ leaving: true }));
  // visibilitychange bubbles from the document to the window.
  target.addEventListener('visibilitychange', () => {
    if (isHidden()) void batcher.flush({ leaving: true });
  });
  return batcher;
}
