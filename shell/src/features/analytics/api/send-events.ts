import {
  isSameOriginUrl,
  type AnalyticsEvent,
  type AnalyticsEventsRequest,
  type EnvironmentFile,
} from 'shared-contracts';
import type { SendBatch } from '../lib/event-batcher';

/** Where the batches go: the environment's `external.analyticsUrl`, else the API's own store. */
export function analyticsEndpoint(env: Pick<EnvironmentFile, 'apiBase' | 'external'>): string {
  return env.external.analyticsUrl ?? `${env.apiBase}/v2/analytics/events`;
}

/** Whether `url` is on the page's origin: only there may the bearer token go along. */
export function isSameOrigin(url: string, origin: string = window.location.origin): boolean {
  return isSameOriginUrl(url, origin);
}

export interface EventSenderOptions {
  url: string;
  getToken(): string | null;
  fetchImpl?: typeof fetch;
  /** `navigator.sendBeacon`, when the browser has it. */
  sendBeacon?: (url: string, data: Blob) => boolean;
  origin?: string;
}

/** Browsers refuse keepalive requests whose body is larger (64 KiB, less some headroom). */
const KEEPALIVE_BODY_LIMIT = 60_000;

/**
 * `POST {url}` with `{ events }`. Rejects on a network error or a non-2xx answer (the batcher
 * decides what to do). When the page is leaving, the request is keepalive so that it outlives the
 * page; a body too large for that goes by beacon (anonymous: a beacon carries no header).
 */
export function createEventSender(options: EventSenderOptions): SendBatch {
  const fetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));
  const withToken = isSameOrigin(options.url, options.origin);
  return async (events: AnalyticsEvent[], { leaving }) => {
    const body = JSON.stringify({ events } satisfies AnalyticsEventsRequest);
    if (leaving && body.length > KEEPALIVE_BODY_LIMIT && options.sendBeacon) {
      if (!options.sendBeacon(options.url, new Blob([body], { type: 'application/json' })))
        throw new Error('The browser refused the beacon');
      return;
    }
    const token = withToken ? options.getToken() : null;
    const response = await fetchImpl(options.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body,
      keepalive: leaving,
      credentials: withToken ? 'same-origin' : 'omit',
    });
    if (!response.ok) throw new Error(`The analytics endpoint answered HTTP ${response.status}`);
  };
}
