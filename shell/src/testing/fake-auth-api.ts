/** A fetch stand-in for the auth routes of the reference API, recording every call. */

export interface FakeResponse {
  ok: boolean;
  status: number;
  statusText: string;
  json(): Promise<unknown>;
}

function answer(status: number, body?: unknown): FakeResponse {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 401 ? 'Unauthorized' : 'OK',
    json: async () => {
      if (body === undefined) throw new SyntaxError('No body');
      return body;
    },
  };
}

export interface FakeAuthOptions {
  /** The token a correct login answers; null: every login is refused. */
  loginToken?: string | null;
  /** The token the refresh cookie renews to; null: no session to restore. */
  refreshToken?: string | null;
  password?: string;
}

interface FakeCall {
  url: string;
  method: string;
  body: unknown;
}

export function createFakeAuthFetch(options: FakeAuthOptions = {}) {
  const calls: FakeCall[] = [];
  const state = { refreshToken: options.refreshToken ?? null };
  const fetchImpl = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ url, method: init?.method ?? 'GET', body });
    if (url === '/api/login') {
      const { password } = body as { password: string };
      if (options.loginToken && password === (options.password ?? 'demo1234')) {
        return answer(200, { token: options.loginToken });
      }
      return answer(401, { error: 'Something is wrong with your email and password!' });
    }
    if (url === '/api/auth/refresh') {
      // As the API: without a refresh cookie, 204 and no token (no session is no error).
      return state.refreshToken ? answer(200, { token: state.refreshToken }) : answer(204);
    }
    if (url === '/api/auth/logout') {
      state.refreshToken = null;
      return answer(204);
    }
    return answer(404, { error: `No fake for ${url}` });
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, calls, state };
}
