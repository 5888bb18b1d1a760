import { Type, type Static } from 'typebox';

/** `POST /api/login`. */
export const LoginRequest = Type.Object({
  username: Type.String({ minLength: 1, description: 'The e-mail' }),
  password: Type.String({ minLength: 4 }),
});
export type LoginRequest = Static<typeof LoginRequest>;

/** `POST /api/login` and `POST /api/auth/refresh`: a new access token. */
export const TokenResponse = Type.Object({ token: Type.String({ description: 'HS256 access token (JWT)' }) });
export type TokenResponse = Static<typeof TokenResponse>;
