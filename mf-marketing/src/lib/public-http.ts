import { createFetchHttpClient, type HttpClient } from 'shared-contracts';

/** The API is same-origin at `/api` (docs/decisions.md#session-and-navigation); the standalone dev server proxies it too. */
const PUBLIC_API_BASE = '/api';

/**
 * An HTTP client for the public area that never sends a token: the host's client adds the
 * visitor's bearer when one is logged in, and a public page must not depend on (or leak) it.
 * A 401 here means nothing about the dashboard session, so it logs nobody out.
 */
export function createPublicHttpClient(fetchImpl?: typeof fetch, baseUrl: string = PUBLIC_API_BASE): HttpClient {
  return createFetchHttpClient({
    baseUrl,
    getToken: () => null,
    onUnauthorized: () => undefined,
    ...(fetchImpl ? { fetchImpl } : {}),
  });
}
