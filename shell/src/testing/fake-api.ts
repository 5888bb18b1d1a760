import { createFakeAuthFetch, type FakeAuthOptions } from './fake-auth-api';

/** What a fake route answers: a status and a JSON body (204 without one). */
interface FakeAnswer {
  status?: number;
  body?: unknown;
}

interface FakeRequest {
  method: string;
  /** The path under /api, without the query: `/v2/reports`. */
  path: string;
  query: URLSearchParams;
  /** Parsed JSON, or the FormData of a multipart body. */
  body: unknown;
}

/** `'GET /v2/reports'` -> answer; a function answers per request. */
export type FakeRoutes = Record<string, FakeAnswer | ((request: FakeRequest) => FakeAnswer)>;

function respond({ status = 200, body }: FakeAnswer): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 401 ? 'Unauthorized' : 'OK',
    json: async () => {
      if (body === undefined) throw new SyntaxError('No body');
      return body;
    },
  } as Response;
}

/**
 * The auth fake plus the API routes a test declares. Every request is recorded; an undeclared
 * route answers 404 like the auth fake does.
 */
export function createFakeApi(routes: FakeRoutes, auth: FakeAuthOptions = {}) {
  const authApi = createFakeAuthFetch(auth);
  const requests: FakeRequest[] = [];
  const authFetch = authApi.fetchImpl;
  const fetchImpl = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shell.test');
    const path = url.pathname.replace(/^\/api/, '');
    const method = init?.method ?? 'GET';
    const raw = init?.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    const route = routes[`${method} ${path}`];
    if (!route) return authFetch(input, init);
    const request: FakeRequest = { method, path, query: url.searchParams, body };
    requests.push(request);
    return respond(typeof route === 'function' ? route(request) : route);
  });
  return { ...authApi, fetchImpl: fetchImpl as unknown as typeof fetch, requests };
}
