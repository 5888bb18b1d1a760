/** Request and response types of the reference API, shared by the API and its clients. */

export type { LoginRequest, SessionResponse, TokenResponse } from './schemas/auth';

/** Every error the API answers: `{ error: message }`. */
export interface ApiErrorBody {
  error: string;
}

export type { HealthResponse } from './schemas/health';
