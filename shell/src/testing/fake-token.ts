import { ANALYST_CLAIMS } from 'shared-contracts/testing';
import type { TokenClaims } from 'shared-contracts';

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** An unsigned JWT with the analyst's claims (the client never verifies signatures). */
export function fakeToken(overrides: Partial<TokenClaims> = {}): string {
  const claims: TokenClaims = { ...ANALYST_CLAIMS, exp: Math.floor(Date.now() / 1000) + 900, ...overrides };
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.signature`;
}

/** The demo user with Share of Voice only. */
export const SOV_ONLY_ROLES = ['ROLE_FEATURE_SHARE_OF_VOICE'];
