import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_TOKEN_TTL_SECONDS } from './refresh-tokens';

const REFRESH_COOKIE = 'refresh_token';

/** Sent only to the refresh and logout routes, never readable by scripts (docs/decisions.md#session-and-navigation). */
function cookieOptions(secure: boolean): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'strict', secure, path: '/api/auth' };
}

export function setRefreshCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(REFRESH_COOKIE, token, { ...cookieOptions(secure), maxAge: REFRESH_TOKEN_TTL_SECONDS });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE, cookieOptions(secure));
}

export function readRefreshCookie(request: FastifyRequest): string | null {
  const value = request.cookies[REFRESH_COOKIE];
  return value ? value : null;
}
