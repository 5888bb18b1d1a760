/** Request and response types of the reference API, shared by the API and its clients. */

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
