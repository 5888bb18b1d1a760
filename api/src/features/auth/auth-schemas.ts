import { LoginRequest, SessionResponse, TokenResponse } from 'shared-contracts/schemas';
import { errorResponses } from '../../plugins/schemas';

export const loginSchema = {
  tags: ['auth'],
  summary: 'Log in with e-mail and password',
  description:
    'Answers an access token and sets the `refresh_token` cookie (HttpOnly, path /api/auth) and a device cookie ' +
    '`login_device_…` (HttpOnly, path /api/login, a year). Failed logins are counted per device cookie for a ' +
    'device that logged in to the account before, else per account and per client address; past a few failures ' +
    'each failure answers later (up to 4 s), and past the allowance the attempt answers 429 with `Retry-After` ' +
    '(seconds) until the lockout ends (docs/decisions.md, "Failed logins").',
  body: LoginRequest,
  response: { 200: TokenResponse, ...errorResponses(400, 401, 429) },
} as const;

export const refreshSchema = {
  tags: ['auth'],
  summary: 'Renew the access token with the refresh cookie',
  description:
    'Rotates the cookie: the old refresh token is revoked and a new one is set. Without the cookie there is no ' +
    'session to renew: 204 with no token (not an error, so a first visit logs none). A cookie that is unknown, ' +
    'revoked or expired answers 401.',
  security: [{ refreshCookie: [] }],
  response: {
    200: TokenResponse,
    204: { type: 'null', description: 'No refresh cookie: no session to renew' },
    ...errorResponses(401),
  },
} as const;

export const logoutSchema = {
  tags: ['auth'],
  summary: 'Revoke the refresh cookie',
  description: 'Without the cookie there is nothing to revoke: it still answers 204.',
  security: [{ refreshCookie: [] }, {}],
  // Only a body it cannot read fails (none is needed).
  response: { 204: { type: 'null', description: 'Logged out' }, ...errorResponses(400, 415) },
} as const;

export const sessionSchema = {
  tags: ['auth'],
  summary: "The caller's verified token claims",
  security: [{ bearer: [] }],
  response: { 200: SessionResponse, ...errorResponses(401) },
} as const;
