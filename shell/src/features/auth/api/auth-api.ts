import { createFetchHttpClient, HttpError, type LoginRequest, type TokenResponse } from 'shared-contracts';
import { LoginThrottledError, parseRetryAfterSeconds } from '../lib/login-throttled-error';

/** The three calls that open, renew and close a session. */
export interface AuthApi {
  /** Answers the access token; the server also sets the HttpOnly refresh cookie. */
  login(request: LoginRequest): Promise<string>;
  /** Renews the access token from the refresh cookie; throws when there is none (no session). */
  refresh(): Promise<string>;
  /** Revokes the refresh token on the server. */
  logout(): Promise<void>;
}

/**
 * Auth calls go through a client of their own: without a bearer token, and with no 401 -> logout
 * loop (a wrong password is a 401 too).
 */
export function createAuthApi(baseUrl: string, fetchImpl: typeof fetch = (input, init) => fetch(input, init)): AuthApi {
  // The client throws on a 429 without its headers: the last Retry-After is kept for the login's error.
  let retryAfter: string | null = null;
  const http = createFetchHttpClient({
    baseUrl,
    getToken: () => null,
    onUnauthorized: () => undefined,
    fetchImpl: async (input, init) => {
      const response = await fetchImpl(input, init);
      retryAfter = response.headers.get('retry-after');
      return response;
    },
  });
  return {
    login: async (request) => {
      try {
        return (await http.post<TokenResponse>('/login', request)).token;
      } catch (error) {
        if (error instanceof HttpError && error.status === 429)
          throw new LoginThrottledError(error.message, parseRetryAfterSeconds(retryAfter));
        throw error;
      }
    },
    refresh: async () => {
      // 204 without a refresh cookie: no session to renew, which the API does not answer as an error.
      const answer = await http.post<TokenResponse | undefined>('/auth/refresh');
      if (!answer) throw new Error('No session to renew');
      return answer.token;
    },
    logout: () => http.post<void>('/auth/logout'),
  };
}
