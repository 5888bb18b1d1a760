import type { UserRecord } from '../users/users-repository';
import { createTokenService } from './token-service';

const user = {
  id: '7',
  email: 'ana@demo.test',
  roles: ['ROLE_FEATURE_SHARE_OF_VOICE'],
  countries: ['AR'],
  name: 'Ana',
  surname: 'Analyst',
  termsAccepted: true,
  termsAcceptedAt: null,
} as unknown as UserRecord;

describe('the token service remembers verified tokens', () => {
  afterEach(() => jest.useRealTimers());

  test('a remembered token is refused once it expires', async () => {
    const tokens = createTokenService({ secret: 'a-test-secret-0123456789-abcdef', accessTokenTtlSeconds: 60 });
    const token = await tokens.sign(user);
    const claims = await tokens.verify(token);
    expect(await tokens.verify(token)).toBe(claims);

    jest.useFakeTimers({ now: (claims.exp + 1) * 1000 });
    await expect(tokens.verify(token)).rejects.toMatchObject({ statusCode: 401 });
  });

  test('remembering a genuine token does not let a tampered copy through', async () => {
    const tokens = createTokenService({ secret: 'a-test-secret-0123456789-abcdef', accessTokenTtlSeconds: 60 });
    const token = await tokens.sign(user);
    await tokens.verify(token);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const elevated = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), roles: ['ROLE_SUPER_ADMIN'] }),
    ).toString('base64url');

    await expect(tokens.verify(`${header}.${elevated}.${signature}`)).rejects.toMatchObject({ statusCode: 401 });
  });
});
