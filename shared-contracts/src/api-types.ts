/** Request and response types of the reference API, shared by the API and its clients. */

import type { TokenClaims } from './session';

export interface LoginRequest {
  username: string;
  password: string;
}

export interface TokenResponse {
  token: string;
}

/** Every error the API answers: `{ error: message }`. */
export interface ApiErrorBody {
  error: string;
}

/** `GET /api/v2/session`: the verified claims of the caller's access token; `sub` is the user id. */
export interface SessionResponse extends TokenClaims {
  sub: string;
}

/** `GET /api/health`. */
export interface HealthResponse {
  status: 'ok';
}
