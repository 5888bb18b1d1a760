import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// Only type imports: this file runs before the share scope exists.

type LoadEntryErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0];

/** Waits before each retry: a blip (a restart, a deploy swapping files) is over by then. */
export const RETRY_DELAYS_MS = [300, 1200] as const;

/** Answers worth asking again: the server or a proxy was briefly unable, not "no such file". */
const TRANSIENT_STATUSES = new Set([408, 425, 429, 500, 502, 503, 504]);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The same URL with a query that no cache (browser, proxy, CDN) has answered before. */
export function cacheBusted(url: string, attempt: number): string {
  const busted = new URL(url, window.location.href);
  busted.searchParams.set('retry', `${attempt}-${Date.now().toString(36)}`);
  return busted.href;
}

/**
 * Fetches a manifest, again after a network error or a transient status (twice, with back-off,
 * cache-busted), so a blip never reaches the view. The last answer or error is the runtime's.
 */
export async function fetchWithRetry(
  url: string,
  init: RequestInit,
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const last = attempt === RETRY_DELAYS_MS.length;
    try {
      const response = await fetchImpl(attempt === 0 ? url : cacheBusted(url, attempt), init);
      if (response.ok || last || !TRANSIENT_STATUSES.has(response.status)) return response;
    } catch (error) {
      if (last) throw error;
    }
    await sleep(RETRY_DELAYS_MS[attempt] ?? 0);
  }
}

/**
 * Loads a remote entry script again after it failed (twice, with back-off, cache-busted); the
 * runtime calls this only for a script that did not load, not for one that threw.
 */
export async function retryEntry(
  args: LoadEntryErrorArgs,
): ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>> {
  const { getRemoteEntry, origin, remoteInfo, remoteEntryExports } = args;
  for (let attempt = 1; attempt <= RETRY_DELAYS_MS.length; attempt += 1) {
    await sleep(RETRY_DELAYS_MS[attempt - 1] ?? 0);
    try {
      const entry = cacheBusted(remoteInfo.entry, attempt);
      const exports = await getRemoteEntry({ origin, remoteInfo: { ...remoteInfo, entry }, remoteEntryExports });
      if (exports) return exports;
    } catch {
      // the next attempt, or the runtime's own failure when none is left
    }
  }
  return undefined;
}

export default function loadRetryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-load-retry',
    fetch: (url, init) => fetchWithRetry(url, init),
    loadEntryError: retryEntry,
  };
}
