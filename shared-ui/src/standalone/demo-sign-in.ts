import {
  createDefaultSearch,
  decodeTokenClaims,
  todayInProductZone,
  type HttpClient,
  type SearchState,
  type SessionState,
} from 'shared-contracts';
import type { StoreApi } from 'zustand/vanilla';

/** The seeded demo analyst (docs/decisions.md#demo-accounts-local-only: demo accounts, local only). */
export const DEMO_ANALYST = { username: 'analyst@demo.test', password: 'demo1234' } as const;

interface LoginResponse {
  token?: unknown;
}

export interface DemoSignInTarget {
  http: HttpClient;
  search: StoreApi<SearchState>;
  session: StoreApi<SessionState>;
}

/**
 * Logs in as the demo analyst through `POST /api/login`, then plays the shell's part: the session
 * takes the token's claims and the search resets to the spec's default for them.
 * Returns the token for the HTTP client to send.
 */
export async function signInAsDemoAnalyst(target: DemoSignInTarget, today = todayInProductZone()): Promise<string> {
  const response = await target.http.post<LoginResponse>('/login', DEMO_ANALYST);
  if (typeof response.token !== 'string') throw new Error('The API answered the login without a token');
  const claims = decodeTokenClaims(response.token);
  target.session.setState({ status: 'authenticated', claims });
  target.search.setState(createDefaultSearch(claims.countries, today));
  return response.token;
}
