import { WRONG_CURRENT_PASSWORD_MESSAGE } from '../../lib/contracts';
import { createTestApp, DEMO_PASSWORD, logIn, type TestApp } from '../../testing/test-app';
import { ACCOUNT_MESSAGES } from './account-routes';
import { bearer, decodeClaims, tokensOf } from './test-helpers';

let testApp: TestApp;
let tokens: Record<'analyst@demo.test' | 'sov@demo.test' | 'demo@demo.test' | 'noaudiences@demo.test', string>;
beforeAll(async () => {
  testApp = await createTestApp();
  tokens = await tokensOf(testApp.db, [
    'analyst@demo.test',
    'sov@demo.test',
    'demo@demo.test',
    'noaudiences@demo.test',
  ] as const);
});
afterAll(() => testApp.close());

const post = (url: string, payload: unknown, token?: string) =>
  testApp.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? bearer(token) : {} });

/** A fresh access token: the claims are read from the database again. */
async function refreshedClaims(email: string, password = DEMO_PASSWORD) {
  const { refreshCookie } = await logIn(testApp.app, email, password);
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    cookies: { refresh_token: refreshCookie },
  });
  return decodeClaims(response.json<{ token: string }>().token);
}

describe('POST /api/v2/account/edit', () => {
  const edit = { user: { name: 'Ana María', surname: 'Analista' }, current_password: DEMO_PASSWORD };

  test('changes the name and surname; the next token carries them', async () => {
    const response = await post('/api/v2/account/edit', edit, tokens['analyst@demo.test']);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(await refreshedClaims('analyst@demo.test')).toMatchObject({ name: 'Ana María', surname: 'Analista' });
  });

  test('a wrong current password is refused with the spec message and changes nothing', async () => {
    const response = await post(
      '/api/v2/account/edit',
      { user: { name: 'X', surname: 'Y' }, current_password: 'not-it' },
      tokens['sov@demo.test'],
    );

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: WRONG_CURRENT_PASSWORD_MESSAGE });
    expect(await refreshedClaims('sov@demo.test')).toMatchObject({ name: 'Sara', surname: 'Voice' });
  });

  test('blank names and an empty current password answer the spec texts', async () => {
    const token = tokens['sov@demo.test'];
    const blankName = await post('/api/v2/account/edit', { ...edit, user: { name: ' ', surname: 'V' } }, token);
    const blankSurname = await post('/api/v2/account/edit', { ...edit, user: { name: 'S', surname: '' } }, token);
    const noPassword = await post('/api/v2/account/edit', { ...edit, current_password: '' }, token);

    expect(blankName.json()).toEqual({ error: ACCOUNT_MESSAGES.enterName });
    expect(blankSurname.json()).toEqual({ error: ACCOUNT_MESSAGES.enterSurname });
    expect(noPassword.json()).toEqual({ error: ACCOUNT_MESSAGES.enterPassword });
  });

  test('401 without a token; 400 on a malformed body', async () => {
    expect((await post('/api/v2/account/edit', edit)).statusCode).toBe(401);
    const bad = await post('/api/v2/account/edit', { name: 'flat' }, tokens['sov@demo.test']);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: expect.any(String) });
  });
});

describe('POST /api/v2/account/password', () => {
  test('sets the new password and ends every session of the user', async () => {
    const { refreshCookie } = await logIn(testApp.app, 'noaudiences@demo.test');

    const response = await post(
      '/api/v2/account/password',
      { user: { plainPassword: 'n3w-secret' }, current_password: DEMO_PASSWORD },
      tokens['noaudiences@demo.test'],
    );

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    const oldPassword = await post('/api/login', { username: 'noaudiences@demo.test', password: DEMO_PASSWORD });
    expect(oldPassword.statusCode).toBe(401);
    expect((await logIn(testApp.app, 'noaudiences@demo.test', 'n3w-secret')).token).toEqual(expect.any(String));
    const refresh = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { refresh_token: refreshCookie },
    });
    expect(refresh.statusCode).toBe(401);
  });

  test('checks the current password first, then the new one (at least 4 characters)', async () => {
    const token = tokens['sov@demo.test'];
    const wrong = await post(
      '/api/v2/account/password',
      { user: { plainPassword: 'abcd' }, current_password: 'x' },
      token,
    );
    const short = await post(
      '/api/v2/account/password',
      { user: { plainPassword: 'abc' }, current_password: DEMO_PASSWORD },
      token,
    );
    const empty = await post(
      '/api/v2/account/password',
      { user: { plainPassword: '' }, current_password: DEMO_PASSWORD },
      token,
    );

    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: WRONG_CURRENT_PASSWORD_MESSAGE });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ error: ACCOUNT_MESSAGES.newPasswordTooShort });
    expect(empty.json()).toEqual({ error: ACCOUNT_MESSAGES.enterNewPassword });
    expect((await logIn(testApp.app, 'sov@demo.test')).token).toEqual(expect.any(String));
  });

  test('401 without a token; 400 on a malformed body', async () => {
    expect(
      (await post('/api/v2/account/password', { user: { plainPassword: 'abcd' }, current_password: 'x' })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/v2/account/password', { plainPassword: 'abcd' }, tokens['sov@demo.test'])).statusCode,
    ).toBe(400);
  });
});

describe('POST /api/v2/account/terms/accept', () => {
  test('accepts the terms: the next token says so, with the time', async () => {
    expect(await refreshedClaims('demo@demo.test')).toMatchObject({ termsAccepted: false, termsAcceptedAt: null });

    const response = await post('/api/v2/account/terms/accept', { accept: true }, tokens['demo@demo.test']);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    const claims = await refreshedClaims('demo@demo.test');
    expect(claims.termsAccepted).toBe(true);
    expect(Date.parse(String(claims.termsAcceptedAt))).toBeGreaterThan(Date.now() - 60_000);
  });

  test('accepting again keeps the first acceptance time', async () => {
    const before = (await refreshedClaims('analyst@demo.test')).termsAcceptedAt;

    await post('/api/v2/account/terms/accept', { accept: true }, tokens['analyst@demo.test']);

    expect((await refreshedClaims('analyst@demo.test')).termsAcceptedAt).toBe(before);
  });

  test('401 without a token; 400 unless accept is true', async () => {
    expect((await post('/api/v2/account/terms/accept', { accept: true })).statusCode).toBe(401);
    expect((await post('/api/v2/account/terms/accept', { accept: false }, tokens['sov@demo.test'])).statusCode).toBe(
      400,
    );
    expect((await post('/api/v2/account/terms/accept', {}, tokens['sov@demo.test'])).statusCode).toBe(400);
  });
});

describe('API docs', () => {
  type Operation = { requestBody?: unknown; responses?: Record<string, unknown>; parameters?: unknown[] };

  test('the OpenAPI document lists the account features with their schemas', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    const { paths } = response.json<{ paths: Record<string, Record<string, Operation>> }>();

    const operations: Record<string, string[]> = {
      '/v2/account/send_email': ['post'],
      '/v2/account/reset': ['post'],
      '/v2/account/edit': ['post'],
      '/v2/account/password': ['post'],
      '/v2/account/terms/accept': ['post'],
      '/v2/messages/all': ['get'],
      '/v2/reports': ['get', 'post'],
      '/v2/reports/{id}/edit': ['put'],
      '/v2/reports/{id}/search': ['get'],
      '/v2/reports/{id}/toggle': ['post'],
      '/v2/reports/{id}': ['delete'],
      '/v2/admin/run-schedules': ['post'],
      '/v2/alerts': ['get', 'post'],
      '/v2/alerts/{id}': ['put', 'delete'],
      '/v2/help/tickets': ['post'],
      '/v2/help/tickets/{id}': ['get'],
      '/v2/help/tickets/{id}/file': ['get'],
      '/v2/outbox': ['get'],
      '/v2/outbox/{id}/attachment': ['get'],
      '/v2/news': ['get'],
      '/v2/marketing/records': ['get'],
      '/v2/marketing/reports/{country}': ['get'],
      '/v2/marketing/docs/{id}': ['get'],
      '/v2/marketing/flags/{country}': ['get'],
      '/v2/marketing/signup': ['post'],
      '/v2/analytics/events': ['post'],
      '/v2/admin/analytics/events': ['get'],
    };
    for (const [path, methods] of Object.entries(operations)) {
      expect(Object.keys(paths[path] ?? {}).sort()).toEqual([...methods].sort());
      for (const method of methods) {
        const operation = paths[path]?.[method];
        expect(Object.keys(operation?.responses ?? {}).length).toBeGreaterThan(1);
        if (['post', 'put'].includes(method) && !path.includes('run-schedules'))
          expect(operation?.requestBody).toBeDefined();
      }
    }
    expect(paths['/v2/help/tickets']?.post?.requestBody).toMatchObject({
      content: { 'multipart/form-data': expect.any(Object) },
    });
  });
});
