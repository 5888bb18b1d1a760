/** Request and response types of the reference API, shared by the API and its clients. */

import type { TokenClaims } from './session';

export type { LoginRequest, TokenResponse } from './schemas/auth';

/** Every error the API answers: `{ error: message }`. */
export interface ApiErrorBody {
  error: string;
}

/** `GET /api/v2/session`: the verified claims of the caller's access token; `sub` is the user id. */
export interface SessionResponse extends TokenClaims {
  sub: string;
}

export type { HealthResponse } from './schemas/health';
