import type { AdminCreatedUser, UserMessage } from 'shared-contracts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../testing/test-app';
import { bearer, decodeClaims, tokensOf } from '../account/test-helpers';

let testApp: TestApp;
let tokens: Record<'superadmin@demo.test' | 'analyst@demo.test', string>;
beforeAll(async () => {
  testApp = await createTestApp();
  tokens = await tokensOf(testApp.db, ['superadmin@demo.test', 'analyst@demo.test'] as const);
});
afterAll(() => testApp.close());

const post = (url: string, payload: unknown, token?: string) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload: payload as object,
    headers: token ? bearer(token) : {},
  });

const NEW_USER = {
  email: 'New.Person@Example.test',
  password: 'first-pass',
  name: 'Nora',
  surname: 'Nueva',
  roles: ['ROLE_FEATURE_SHARE_OF_VOICE'],
  countries: ['AR', 'CL'],
};

describe('POST /api/v2/admin/users', () => {
  test('a super admin creates an account that logs in with its password, terms accepted', async () => {
    const created = await post('/v2/admin/users', NEW_USER, tokens['superadmin@demo.test']);
    expect(created.statusCode).toBe(201);
    expect(created.json<AdminCreatedUser>()).toEqual({ id: expect.any(String), email: 'new.person@example.test' });

    const login = await post('/login', { username: 'new.person@example.test', password: 'first-pass' });
    expect(login.statusCode).toBe(200);
    expect(decodeClaims(login.json<{ token: string }>().token)).toMatchObject({
      name: 'Nora',
      surname: 'Nueva',
      roles: ['ROLE_FEATURE_SHARE_OF_VOICE'],
      countries: ['AR', 'CL'],
      termsAccepted: true,
    });
  });

  test('an address already in use is a 409', async () => {
    const again = await post(
      '/v2/admin/users',
      { ...NEW_USER, email: 'analyst@demo.test', password: DEMO_PASSWORD },
      tokens['superadmin@demo.test'],
    );
    expect(again.statusCode).toBe(409);
  });

  test.each([
    [{ roles: ['ROLE_KING'] }, 'Unknown role: ROLE_KING'],
    [{ countries: ['ZZ'] }, 'Unknown country: ZZ'],
  ])('refuses %j', async (patch, error) => {
    const answer = await post(
      '/v2/admin/users',
      { ...NEW_USER, email: 'x@example.test', ...patch },
      tokens['superadmin@demo.test'],
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error });
  });

  test('a short password is refused by the schema', async () => {
    const answer = await post(
      '/v2/admin/users',
      { ...NEW_USER, email: 'y@example.test', password: 'abc' },
      tokens['superadmin@demo.test'],
    );
    expect(answer.statusCode).toBe(400);
  });

  test('403 for anyone but a super admin, 401 without a token', async () => {
    expect(
      (await post('/v2/admin/users', { ...NEW_USER, email: 'z@example.test' }, tokens['analyst@demo.test'])).statusCode,
    ).toBe(403);
    expect((await post('/v2/admin/users', { ...NEW_USER, email: 'z@example.test' })).statusCode).toBe(401);
  });
});

describe('POST /api/v2/admin/messages', () => {
  const hostile = {
    name: 'Hostile',
    html: '<img src=x onerror="alert(1)"><script>alert(2)</script><p>Plain</p>',
    enabled: false,
  };

  test('stores a message for one user as sent; only that user lists it', async () => {
    const created = await post(
      '/v2/admin/messages',
      { ...hostile, username: 'analyst@demo.test' },
      tokens['superadmin@demo.test'],
    );
    expect(created.statusCode).toBe(201);
    const message = created.json<UserMessage>();
    expect(message).toEqual({ id: expect.any(Number), createdAt: expect.any(String), ...hostile });

    const analyst = await testApp.app.inject({
      method: 'GET',
      url: '/api/v2/messages/all',
      headers: bearer(tokens['analyst@demo.test']),
    });
    expect(analyst.json<UserMessage[]>()[0]).toEqual(message);
    const admin = await testApp.app.inject({
      method: 'GET',
      url: '/api/v2/messages/all',
      headers: bearer(tokens['superadmin@demo.test']),
    });
    expect(admin.json<UserMessage[]>().map((item) => item.id)).not.toContain(message.id);
  });

  test('without a recipient the message is for everyone', async () => {
    const created = await post(
      '/v2/admin/messages',
      { name: 'All', html: '<p>All</p>', enabled: false },
      tokens['superadmin@demo.test'],
    );
    const admin = await testApp.app.inject({
      method: 'GET',
      url: '/api/v2/messages/all',
      headers: bearer(tokens['superadmin@demo.test']),
    });
    expect(admin.json<UserMessage[]>()[0]?.id).toBe(created.json<UserMessage>().id);
  });

  test('404 for an unknown recipient, 403 for a non super admin', async () => {
    expect(
      (
        await post(
          '/v2/admin/messages',
          { ...hostile, username: 'nobody@example.test' },
          tokens['superadmin@demo.test'],
        )
      ).statusCode,
    ).toBe(404);
    expect((await post('/v2/admin/messages', hostile, tokens['analyst@demo.test'])).statusCode).toBe(403);
  });
});
