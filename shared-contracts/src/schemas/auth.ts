import { Type, type Static } from 'typebox';
import { Country } from './market-search';
import { NullableString } from './schema-helpers';

/** `POST /api/login`. */
export const LoginRequest = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 320, description: 'The e-mail' }),
    password: Type.String({ minLength: 4 }),
  },
  // The demo analyst of the README.
  { examples: [{ username: 'analyst@demo.test', password: 'demo1234' }] },
);
export type LoginRequest = Static<typeof LoginRequest>;

/** `POST /api/login` and `POST /api/auth/refresh`: a new access token. */
export const TokenResponse = Type.Object({ token: Type.String({ description: 'HS256 access token (JWT)' }) });
export type TokenResponse = Static<typeof TokenResponse>;

/** `GET /api/v2/session`: the verified claims of the caller's access token; `sub` is the user id. */
export const SessionResponse = Type.Object({
  sub: Type.String(),
  exp: Type.Integer(),
  roles: Type.Array(Type.String()),
  countries: Type.Array(Country),
  name: Type.String(),
  surname: Type.String(),
  username: Type.String(),
  termsAccepted: Type.Boolean(),
  termsAcceptedAt: NullableString,
});
export type SessionResponse = Static<typeof SessionResponse>;
