import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A year: a device that logged in once stays known (OWASP, "device cookies"). */
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The browser holds one device cookie per account that logged in on it (a shared computer knows
 * each of its users), named from the account so the login reads only the one it needs.
 */
export function deviceCookieName(account: string): string {
  return `login_device_${createHash('sha256').update(account).digest('hex').slice(0, 16)}`;
}

/** Sent to the login route only, never readable by scripts. */
function cookieOptions(secure: boolean): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'strict', secure, path: '/api/login', maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS };
}

export interface DeviceCookies {
  /** The nonce of a genuine device cookie of `account` in the request, else null (none, forged or another account's). */
  read(request: FastifyRequest, account: string): string | null;
  /** Sets a new device cookie for `account` (after a successful login). */
  issue(reply: FastifyReply, account: string): void;
}

/**
 * Device cookies `<account, base64url>.<nonce>.<HMAC-SHA256>`, signed with a key derived from the
 * API's secret (so a token signature and a cookie signature never share a key).
 */
export function createDeviceCookies(secret: string, secure: boolean): DeviceCookies {
  const key = createHmac('sha256', secret).update('login-device-cookie').digest();
  const sign = (account: string, nonce: string) =>
    createHmac('sha256', key).update(`${account}\n${nonce}`).digest('base64url');
  return {
    read(request, account) {
      const [encodedAccount, nonce, signature, ...rest] = (request.cookies[deviceCookieName(account)] ?? '').split('.');
      if (!encodedAccount || !nonce || !signature || rest.length > 0) return null;
      if (Buffer.from(encodedAccount, 'base64url').toString('utf8') !== account) return null;
      const expected = Buffer.from(sign(account, nonce));
      const presented = Buffer.from(signature);
      return presented.length === expected.length && timingSafeEqual(presented, expected) ? nonce : null;
    },
    issue(reply, account) {
      const nonce = randomBytes(16).toString('hex');
      const value = `${Buffer.from(account).toString('base64url')}.${nonce}.${sign(account, nonce)}`;
      reply.setCookie(deviceCookieName(account), value, cookieOptions(secure));
    },
  };
}
