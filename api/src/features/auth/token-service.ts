import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import { LRUCache } from 'lru-cache';
import type { SessionResponse } from 'shared-contracts';
import { isCountryCode } from '../../lib/contracts';
import { unauthorized } from '../../lib/http-errors';
import type { UserRecord } from '../users/users-repository';

/** The verified claims of an access token: docs/product.md#session-and-login plus `sub`, the user id. */
export type AccessClaims = SessionResponse;

export interface TokenService {
  /** A signed HS256 access token carrying the user's current roles, countries and terms. */
  sign(user: UserRecord): Promise<string>;
  /** The token's claims; throws a 401 HttpError when it is forged, malformed or expired. */
  verify(token: string): Promise<AccessClaims>;
}

export interface TokenServiceOptions {
  secret: string;
  accessTokenTtlSeconds: number;
}

const ALGORITHM = 'HS256';

/** Access tokens are short-lived: the refresh cookie renews them. */
export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** A signature only proves who issued the token; the shape is still checked before use. */
function toAccessClaims(payload: JWTPayload): AccessClaims | null {
  const { sub, exp, roles, countries, name, surname, username, termsAccepted, termsAcceptedAt } = payload;
  if (typeof sub !== 'string' || typeof exp !== 'number') return null;
  if (!isStringList(roles) || !isStringList(countries)) return null;
  if (typeof name !== 'string' || typeof surname !== 'string' || typeof username !== 'string') return null;
  if (typeof termsAccepted !== 'boolean') return null;
  if (termsAcceptedAt !== null && typeof termsAcceptedAt !== 'string') return null;
  return {
    sub,
    exp,
    roles,
    countries: countries.filter(isCountryCode),
    name,
    surname,
    username,
    termsAccepted,
    termsAcceptedAt,
  };
}

/** Tokens whose verification is remembered: a few per active user. */
const VERIFIED_TOKENS = 10_000;

export function createTokenService({ secret, accessTokenTtlSeconds }: TokenServiceOptions): TokenService {
  const key = new TextEncoder().encode(secret);
  // Checking a signature costs ~0.1 ms, more than sending a cached market answer (issue 18): a
  // token once verified is trusted until it expires, as its claims cannot change without a new one.
  const verified = new LRUCache<string, AccessClaims>({ max: VERIFIED_TOKENS });
  return {
    sign(user) {
      return new SignJWT({
        roles: user.roles,
        countries: user.countries,
        name: user.name,
        surname: user.surname,
        username: user.email,
        termsAccepted: user.termsAccepted,
        termsAcceptedAt: user.termsAcceptedAt?.toISOString() ?? null,
      })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(`${accessTokenTtlSeconds}s`)
        .sign(key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known && known.exp > Math.floor(Date.now() / 1000)) return known;
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] }));
      } catch {
        throw unauthorized('Invalid or expired token');
      }
      const claims = toAccessClaims(payload);
      if (!claims) throw unauthorized('Invalid or expired token');
      verified.set(token, claims);
      return claims;
    },
  };
}
