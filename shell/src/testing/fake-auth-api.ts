import { http, HttpResponse } from 'msw';
import { apiServer, recordRequest, type RecordedRequest } from './api-server';

export interface FakeAuthOptions {
  /** The token a correct login answers; null: every login is refused. */
  loginToken?: string | null;
  /** The token the refresh cookie renews to; null: no session to restore. */
  refreshToken?: string | null;
  password?: string;
}

/**
 * The auth routes of the reference API (login, refresh, logout) on the test API server. `calls`
 * records what they received; `state.refreshToken` is the cookie's session, which a test may end.
 */
export function createFakeAuthApi(options: FakeAuthOptions = {}) {
  const calls: RecordedRequest[] = [];
  const state = { refreshToken: options.refreshToken ?? null };
  const record = async (request: Request) => {
    const recorded = await recordRequest(request);
    calls.push(recorded);
    return recorded;
  };
  apiServer.use(
    http.post('/api/login', async ({ request }) => {
      const { password } = (await record(request)).body as { password: string };
      if (options.loginToken && password === (options.password ?? 'demo1234')) {
        return HttpResponse.json({ token: options.loginToken });
      }
      return HttpResponse.json({ error: 'Something is wrong with your email and password!' }, { status: 401 });
    }),
    http.post('/api/auth/refresh', async ({ request }) => {
      await record(request);
      // As the API: without a refresh cookie, 204 and no token (no session is no error).
      return state.refreshToken
        ? HttpResponse.json({ token: state.refreshToken })
        : new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/auth/logout', async ({ request }) => {
      await record(request);
      state.refreshToken = null;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { calls, state };
}
