import { decodeTokenClaims, InvalidTokenError, isExpired } from './session';

function tokenWith(payload: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

describe('decodeTokenClaims', () => {
  it('reads the claims of the spec, names with accents included', () => {
    const claims = decodeTokenClaims(
      tokenWith({ exp: 2000000000, roles: ['ROLE_SUPER_ADMIN'], countries: ['AR'], name: 'Sofía', surname: 'Admin' }),
    );
    expect(claims).toMatchObject({ exp: 2000000000, roles: ['ROLE_SUPER_ADMIN'], countries: ['AR'], name: 'Sofía' });
    expect(claims.termsAccepted).toBe(false);
  });

  it('refuses roles that are not a list', () => {
    expect(() => decodeTokenClaims(tokenWith({ exp: 1, roles: 'ROLE_SUPER_ADMIN' }))).toThrow(InvalidTokenError);
  });

  it('refuses a token that is not a JWT', () => {
    expect(() => decodeTokenClaims('garbage')).toThrow(InvalidTokenError);
    expect(() => decodeTokenClaims('a.%%%.c')).toThrow(InvalidTokenError);
  });
});

describe('isExpired', () => {
  it('compares exp (seconds) with now (milliseconds)', () => {
    const claims = decodeTokenClaims(tokenWith({ exp: 1000, roles: [] }));
    expect(isExpired(claims, 999_000)).toBe(false);
    expect(isExpired(claims, 1_000_000)).toBe(true);
  });
});
