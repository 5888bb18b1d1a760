import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * What the API answers a new analyst's account for the calls the signed-in frame makes on its own
 * (the sidebar's lists, the toolbar's industries, the home page's news, the tracker's events): no
 * saved reports, alerts, messages, news or industries; events accepted. A test that looks at one
 * of them declares its own answer, which comes first.
 */
const NEW_ACCOUNT = [
  http.get('/api/v2/reports', () => HttpResponse.json([])),
  http.get('/api/v2/alerts', () => HttpResponse.json([])),
  http.get('/api/v2/messages/all', () => HttpResponse.json([])),
  http.get('/api/v2/news', () => HttpResponse.json([])),
  http.get('/api/v2/list/industries', () => HttpResponse.json([])),
  http.post('/api/v2/analytics/events', async ({ request }) => {
    const { events } = (await request.json()) as { events: unknown[] };
    return HttpResponse.json({ accepted: events.length }, { status: 202 });
  }),
];

/**
 * The API the shell's tests talk to: MSW intercepts the real `fetch`, and each test lays its
 * handlers on it (`apiServer.use`). Started, reset and closed by ./setup-api-server.ts; a request
 * no handler answers fails the test.
 */
export const apiServer = setupServer(...NEW_ACCOUNT);

/** A request as the fakes record it, with its path under /api: `/v2/reports`. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** Parsed JSON, the FormData of a multipart body, or undefined without one. */
  body: unknown;
}

export async function recordRequest(request: Request): Promise<RecordedRequest> {
  const url = new URL(request.url);
  const type = request.headers.get('content-type') ?? '';
  let body: unknown;
  if (type.startsWith('multipart/form-data')) body = await request.formData();
  else {
    const text = await request.text();
    body = text ? (JSON.parse(text) as unknown) : undefined;
  }
  return {
    method: request.method,
    path: url.pathname.replace(/^\/api/, ''),
    query: url.searchParams,
    headers: request.headers,
    body,
  };
}
