import { decodeJwt } from 'jose';
import { SUPPORTED_COUNTRIES } from '../../lib/contracts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../testing/test-app';
import { LOGIN_FAILED_MESSAGE } from './auth-routes';

const FEATURES = [
  'ROLE_FEATURE_SHARE_OF_VOICE',
  'ROLE_FEATURE_INVESTMENT',
  'ROLE_FEATURE_CAMPAIGN',
  'ROLE_FEATURE_AUDIENCES',
];

// Written out from the brief rather than read from demo-users.json, so a wrong seed fails here.
const EXPECTED = [
  {
    username: 'superadmin@demo.test',
    roles: ['ROLE_SUPER_ADMIN', ...FEATURES],
    countries: [...SUPPORTED_COUNTRIES],
    name: 'Sofía',
    surname: 'Admin',
    termsAccepted: true,
  },
  {
    username: 'analyst@demo.test',
    roles: FEATURES,
    countries: ['AR', 'BR', 'CL', 'CO', 'MX', 'PE', 'ES', 'US'],
    name: 'Ana',
    surname: 'Analyst',
    termsAccepted: true,
  },
  {
    username: 'demo@demo.test',
    roles: ['ROLE_FEATURE_DEMO', 'ROLE_FEATURE_SHARE_OF_VOICE', 'ROLE_FEATURE_INVESTMENT', 'ROLE_FEATURE_CAMPAIGN'],
    countries: ['AR', 'MX'],
    name: 'Diego',
    surname: 'Demo',
    termsAccepted: false,
  },
  {
    username: 'sov@demo.test',
    roles: ['ROLE_FEATURE_SHARE_OF_VOICE'],
    countries: ['AR', 'CL'],
    name: 'Sara',
    surname: 'Voice',
    termsAccepted: true,
  },
  {
    username: 'noaudiences@demo.test',
    roles: ['ROLE_FEATURE_SHARE_OF_VOICE', 'ROLE_FEATURE_INVESTMENT', 'ROLE_FEATURE_CAMPAIGN'],
    countries: ['AR', 'CO'],
    name: 'Nico',
    surname: 'Sinaudiencias',
    termsAccepted: true,
  },
];

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const postLogin = (payload: string | object, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'POST', url: '/api/login', payload, headers });

describe('POST /api/login', () => {
  test.each(EXPECTED)('$username gets a token with its claims', async (expected) => {
    const response = await postLogin({ username: expected.username, password: DEMO_PASSWORD });

    expect(response.statusCode).toBe(200);
    const claims = decodeJwt(response.json<{ token: string }>().token);
    expect(claims).toMatchObject({
      username: expected.username,
      name: expected.name,
      surname: expected.surname,
      termsAccepted: expected.termsAccepted,
    });
    expect([...(claims.roles as string[])].sort()).toEqual([...expected.roles].sort());
    expect([...(claims.countries as string[])].sort()).toEqual([...expected.countries].sort());
    expect(typeof claims.sub).toBe('string');
    expect(claims.termsAcceptedAt === null).toBe(!expected.termsAccepted);
  });

  test('the access token lives 15 minutes and is signed with HS256', async () => {
    const before = Math.floor(Date.now() / 1000);
    const response = await postLogin({ username: 'analyst@demo.test', password: DEMO_PASSWORD });
    const after = Math.ceil(Date.now() / 1000);
    const token = response.json<{ token: string }>().token;

    const header = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()) as { alg: string };
    expect(header.alg).toBe('HS256');
    const { exp = 0 } = decodeJwt(token);
    // Signed somewhere between the request and the answer (seconds apart on a loaded machine).
    expect(exp).toBeGreaterThanOrEqual(before + 15 * 60);
    expect(exp).toBeLessThanOrEqual(after + 15 * 60);
  });

  test('sets an HttpOnly, SameSite=Strict refresh cookie limited to /api/auth for 7 days', async () => {
    const response = await postLogin({ username: 'sov@demo.test', password: DEMO_PASSWORD });

    const cookie = response.cookies.find((item) => item.name === 'refresh_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth', maxAge: 7 * 24 * 3600 });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
  });

  test('stores only a hash of the refresh token', async () => {
    const response = await postLogin({ username: 'sov@demo.test', password: DEMO_PASSWORD });
    const value = response.cookies.find((item) => item.name === 'refresh_token')?.value ?? '';

    const { rows } = await testApp.db.query<{ token_hash: string }>('select token_hash from refresh_tokens');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.token_hash === value)).toBe(false);
  });

  test('ignores the case and surrounding spaces of the e-mail', async () => {
    const response = await postLogin({ username: '  Analyst@Demo.TEST ', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  test('a wrong password answers 401 with the spec message and sets no cookie', async () => {
    const response = await postLogin({ username: 'analyst@demo.test', password: 'wrong-password' });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Something is wrong with your email and password!' });
    expect(response.cookies).toHaveLength(0);
  });

  test('an unknown user answers the same 401', async () => {
    const response = await postLogin({ username: 'nobody@demo.test', password: DEMO_PASSWORD });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: LOGIN_FAILED_MESSAGE });
  });

  test('malformed JSON answers 400 with a JSON error', async () => {
    const response = await postLogin('{"username": "analyst@demo.test",', { 'content-type': 'application/json' });

    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ error: expect.stringMatching(/JSON/) });
  });

  test('a missing field answers 400 naming it', async () => {
    const response = await postLogin({ username: 'analyst@demo.test' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "body must have required property 'password'" });
  });

  test('a password under 4 characters answers 400', async () => {
    const response = await postLogin({ username: 'analyst@demo.test', password: 'abc' });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/password/);
  });

  test('an empty body answers 400', async () => {
    const response = await postLogin('', { 'content-type': 'application/json' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'body must be object' });
  });
});
