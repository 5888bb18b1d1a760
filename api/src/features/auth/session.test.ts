import { SignJWT } from 'jose';
import { ROLES } from '../../lib/contracts';
import { createTestApp, logIn, TEST_JWT_SECRET, type TestApp } from '../../testing/test-app';
import { requireRole } from './authenticate';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({}, (app) => {
    // requireRole has no route of its own yet: a route made for the test exercises it.
    app.get('/api/test/campaigns-only', { preHandler: [app.authenticate, requireRole(ROLES.campaign)] }, async () => ({
      ok: true,
    }));
  });
});
afterAll(() => testApp.close());

const getSession = (authorization?: string) =>
  testApp.app.inject({
    method: 'GET',
    url: '/api/v2/session',
    headers: authorization ? { authorization } : {},
  });

const signWith = (secret: string, claims: Record<string, unknown>, exp: number) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('someone')
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));

const VALID_SHAPE = {
  roles: [],
  countries: [],
  name: 'N',
  surname: 'S',
  username: 'u@demo.test',
  termsAccepted: true,
  termsAcceptedAt: null,
};

describe('GET /api/v2/session', () => {
  test('answers the caller claims for a valid bearer token', async () => {
    const { token } = await logIn(testApp.app, 'demo@demo.test');

    const response = await getSession(`Bearer ${token}`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      username: 'demo@demo.test',
      name: 'Diego',
      surname: 'Demo',
      countries: ['AR', 'MX'],
      termsAccepted: false,
      termsAcceptedAt: null,
    });
    expect(response.json().roles).toContain('ROLE_FEATURE_DEMO');
  });

  test('answers 401 without a token', async () => {
    const response = await getSession();

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Missing bearer token' });
  });

  test('answers 401 for a tampered token', async () => {
    const { token } = await logIn(testApp.app, 'sov@demo.test');
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, roles: ['ROLE_SUPER_ADMIN'] })).toString('base64url');

    const response = await getSession(`Bearer ${header}.${forged}.${signature}`);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Invalid or expired token' });
  });

  test('answers 401 for a token signed with another secret', async () => {
    const token = await signWith('another-secret-0123456789-abcdef', VALID_SHAPE, Math.floor(Date.now() / 1000) + 60);
    expect((await getSession(`Bearer ${token}`)).statusCode).toBe(401);
  });

  test('answers 401 for an expired token', async () => {
    const token = await signWith(TEST_JWT_SECRET, VALID_SHAPE, Math.floor(Date.now() / 1000) - 60);
    expect((await getSession(`Bearer ${token}`)).statusCode).toBe(401);
  });

  test('answers 401 for a well-signed token whose roles are not a list', async () => {
    const token = await signWith(
      TEST_JWT_SECRET,
      { ...VALID_SHAPE, roles: 'ROLE_SUPER_ADMIN' },
      Date.now() / 1000 + 60,
    );
    expect((await getSession(`Bearer ${token}`)).statusCode).toBe(401);
  });

  test('answers 401 for an unsigned (alg none) token', async () => {
    const { token } = await logIn(testApp.app, 'sov@demo.test');
    const payload = token.split('.')[1];
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await getSession(`Bearer ${header}.${payload}.`)).statusCode).toBe(401);
  });
});

describe('requireRole', () => {
  const call = (token: string) =>
    testApp.app.inject({
      method: 'GET',
      url: '/api/test/campaigns-only',
      headers: { authorization: `Bearer ${token}` },
    });

  test('lets a caller with the role through', async () => {
    const { token } = await logIn(testApp.app, 'analyst@demo.test');
    const response = await call(token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  test('answers 403 to a caller without it', async () => {
    const { token } = await logIn(testApp.app, 'sov@demo.test');
    const response = await call(token);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'This needs the role ROLE_FEATURE_CAMPAIGN' });
  });
});
