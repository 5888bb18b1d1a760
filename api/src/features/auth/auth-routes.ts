import type { FastifyPluginAsync } from 'fastify';
import type { ApiErrorBody, LoginRequest, TokenResponse } from 'shared-contracts';
import type { Database } from '../../db/database';
import { unauthorized } from '../../lib/http-errors';
import { verifyPassword } from '../../lib/passwords';
import { findUserByEmail, findUserById } from '../users/users-repository';
import { logoutSchema, loginSchema, refreshSchema } from './auth-schemas';
import { createDeviceCookies } from './device-cookie';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';
import { createLoginThrottle, type LoginAttempt } from './login-throttle';
import { tooManyLoginsMessage, type LoginSlowdown } from './login-throttle-policy';
import { consumeRefreshToken, issueRefreshToken, revokeRefreshToken } from './refresh-tokens';
import type { TokenService } from './token-service';

/** The spec's login failure text (docs/product.md#session-and-login); the login page shows it as sent. */
export const LOGIN_FAILED_MESSAGE = 'Something is wrong with your email and password!';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired';

export interface AuthRoutesOptions {
  db: Database;
  tokens: TokenService;
  secureCookies: boolean;
  /** Signs the device cookies (the API's secret). */
  secret: string;
  loginSlowdown: LoginSlowdown;
}

/** POST /login, /auth/refresh, /auth/logout (under the /api prefix). */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (
  app,
  { db, tokens, secureCookies, secret, loginSlowdown },
) => {
  const throttle = createLoginThrottle(db, loginSlowdown);
  const deviceCookies = createDeviceCookies(secret, secureCookies);

  app.post<{ Body: LoginRequest; Reply: TokenResponse | ApiErrorBody }>(
    '/login',
    { schema: loginSchema },
    async (request, reply) => {
      const account = request.body.username.trim().toLowerCase();
      const attempt: LoginAttempt = { account, address: request.ip, device: deviceCookies.read(request, account) };
      const wait = await throttle.secondsToWait(attempt);
      if (wait !== null)
        return reply
          .code(429)
          .header('retry-after', String(wait))
          .send({ error: tooManyLoginsMessage(wait) });
      const user = await findUserByEmail(db, account);
      const passwordMatches = await verifyPassword(request.body.password, user?.passwordHash ?? null);
      if (!user || !passwordMatches) {
        await throttle.recordFailure(attempt);
        throw unauthorized(LOGIN_FAILED_MESSAGE);
      }
      await throttle.recordSuccess(attempt);
      deviceCookies.issue(reply, account);
      setRefreshCookie(reply, await issueRefreshToken(db, user.id), secureCookies);
      return { token: await tokens.sign(user) };
    },
  );

  app.post<{ Reply: TokenResponse | ApiErrorBody | undefined }>(
    '/auth/refresh',
    { schema: refreshSchema },
    async (request, reply) => {
      const presented = readRefreshCookie(request);
      // No cookie, no session: nothing to renew, which is no error (a first visit's silent renewal).
      if (!presented) return reply.code(204).send(undefined);
      // Revoking the old token and issuing the new one commit together or not at all.
      const renewed = await db.transaction(async (tx) => {
        const userId = await consumeRefreshToken(tx, presented);
        const user = userId ? await findUserById(tx, userId) : null;
        return user ? { user, refreshToken: await issueRefreshToken(tx, user.id) } : null;
      });
      if (!renewed) {
        clearRefreshCookie(reply, secureCookies);
        return reply.code(401).send({ error: SESSION_EXPIRED_MESSAGE });
      }
      setRefreshCookie(reply, renewed.refreshToken, secureCookies);
      // Claims are read afresh: roles or terms changed since login show up now.
      return { token: await tokens.sign(renewed.user) };
    },
  );

  app.post('/auth/logout', { schema: logoutSchema }, async (request, reply) => {
    const presented = readRefreshCookie(request);
    if (presented) await revokeRefreshToken(db, presented);
    clearRefreshCookie(reply, secureCookies);
    return reply.code(204).send();
  });
};
