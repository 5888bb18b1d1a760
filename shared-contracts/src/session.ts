import type { SessionResponse } from './schemas/auth';

/**
 * Claims of the access token (docs/product.md#session-and-login): what `GET /api/v2/session`
 * answers, whose schema is their one source, without the user id.
 */
export type TokenClaims = Omit<SessionResponse, 'sub'>;

/** What every view may know about who is logged in. Remotes read it, never write it. */
export interface SessionState {
  status: 'anonymous' | 'authenticated';
  claims: TokenClaims | null;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Why a token's claims could not be read. */
export class InvalidTokenError extends Error {}

/**
 * Reads the claims of a JWT without verifying it: the server verifies; the client only needs
 * exp, roles, countries, names and terms. A roles value that is not a list is refused, which
 * the shell turns into a logout (docs/product.md#session-and-login).
 */
export function decodeTokenClaims(token: string): TokenClaims {
  const payload = token.split('.')[1];
  if (!payload) throw new InvalidTokenError('The token has no payload');
  let claims: Partial<TokenClaims>;
  try {
    claims = JSON.parse(decodeBase64Url(payload)) as Partial<TokenClaims>;
  } catch {
    throw new InvalidTokenError('The token payload is not JSON');
  }
  if (!Array.isArray(claims.roles)) throw new InvalidTokenError('The token roles are not a list');
  if (typeof claims.exp !== 'number') throw new InvalidTokenError('The token has no expiry');
  return {
    exp: claims.exp,
    roles: claims.roles,
    countries: Array.isArray(claims.countries) ? claims.countries : [],
    name: claims.name ?? '',
    surname: claims.surname ?? '',
    username: claims.username ?? '',
    termsAccepted: claims.termsAccepted ?? false,
    termsAcceptedAt: claims.termsAcceptedAt ?? null,
  };
}

/** Whether the claims have expired at `nowMs`. */
export function isExpired(claims: TokenClaims, nowMs: number = Date.now()): boolean {
  return claims.exp * 1000 <= nowMs;
}
