import { http, HttpResponse } from 'msw';
import { apiServer, recordRequest, type RecordedRequest } from './api-server';
import { createFakeAuthApi, type FakeAuthOptions } from './fake-auth-api';

/** What a fake route answers: a status and a JSON body (204 without one). */
interface FakeAnswer {
  status?: number;
  body?: unknown;
}

/** `'GET /v2/reports'` -> answer; a function answers per request. */
export type FakeRoutes = Record<string, FakeAnswer | ((request: RecordedRequest) => FakeAnswer)>;

/**
 * The auth routes plus the API routes a test declares, on the test API server. `requests`
 * records what the declared routes received; any other request fails the test.
 */
export function createFakeApi(routes: FakeRoutes, auth: FakeAuthOptions = {}) {
  const authApi = createFakeAuthApi(auth);
  const requests: RecordedRequest[] = [];
  apiServer.use(
    ...Object.entries(routes).map(([route, answer]) => {
      const [method = 'GET', path = ''] = route.split(' ');
      return http[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](`/api${path}`, async ({ request }) => {
        const recorded = await recordRequest(request);
        requests.push(recorded);
        const { status = 200, body } = typeof answer === 'function' ? answer(recorded) : answer;
        return body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status });
      });
    }),
  );
  return { ...authApi, requests };
}
