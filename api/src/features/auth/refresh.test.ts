import { decodeJwt } from 'jose';
import { createTestApp, logIn, type TestApp } from '../../testing/test-app';
import { SESSION_EXPIRED_MESSAGE } from './auth-routes';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const refresh = (cookie?: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    cookies: cookie === undefined ? {} : { refresh_token: cookie },
  });

const logout = (cookie?: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    cookies: cookie === undefined ? {} : { refresh_token: cookie },
  });

const refreshCookieOf = (response: Awaited<ReturnType<typeof refresh>>) =>
  response.cookies.find((cookie) => cookie.name === 'refresh_token');

describe('POST /api/auth/refresh', () => {
  test('answers a fresh token and rotates the cookie', async () => {
    const { refreshCookie } = await logIn(testApp.app, 'analyst@demo.test');

    const response = await refresh(refreshCookie);

    expect(response.statusCode).toBe(200);
    expect(decodeJwt(response.json<{ token: string }>().token)).toMatchObject({ username: 'analyst@demo.test' });
    const rotated = refreshCookieOf(response);
    expect(rotated).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(rotated?.value).not.toBe(refreshCookie);
    expect((await refresh(rotated?.value)).statusCode).toBe(200);
  });

  test('the old cookie is revoked by the rotation', async () => {
    const { refreshCookie } = await logIn(testApp.app, 'analyst@demo.test');
    await refresh(refreshCookie);

    const replay = await refresh(refreshCookie);

    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: SESSION_EXPIRED_MESSAGE });
  });

  test('reads the claims afresh from the database', async () => {
    const { refreshCookie } = await logIn(testApp.app, 'sov@demo.test');
    await testApp.db.query(`update users set roles = array['ROLE_FEATURE_CAMPAIGN'] where email = 'sov@demo.test'`);

    const response = await refresh(refreshCookie);

    expect(decodeJwt(response.json<{ token: string }>().token).roles).toEqual(['ROLE_FEATURE_CAMPAIGN']);
  });

  test('without a cookie there is no session to renew: 204, no token, no error', async () => {
    const response = await refresh();

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(refreshCookieOf(response)).toBeUndefined();
  });

  test('an unknown cookie answers 401 and clears the cookie', async () => {
    const response = await refresh('not-a-token');

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: SESSION_EXPIRED_MESSAGE });
    expect(refreshCookieOf(response)).toMatchObject({ value: '', path: '/api/auth' });
  });

  test('an expired refresh token answers 401', async () => {
    const { refreshCookie } = await logIn(testApp.app, 'demo@demo.test');
    await testApp.db.query(`update refresh_tokens set expires_at = now() - interval '1 second'`);

    expect((await refresh(refreshCookie)).statusCode).toBe(401);
  });

  test('accepts an empty JSON body, as clients that always send the header do', async () => {
    const { refreshCookie } = await logIn(testApp.app, 'analyst@demo.test');

    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { 'content-type': 'application/json' },
      cookies: { refresh_token: refreshCookie },
    });

    expect(response.statusCode).toBe(200);
  });
});

describe('POST /api/auth/logout', () => {
  test('answers 204, clears the cookie, and refresh then answers 401', async () => {
    const { refreshCookie } = await logIn(testApp.app, 'analyst@demo.test');

    const response = await logout(refreshCookie);

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(refreshCookieOf(response)).toMatchObject({ value: '', path: '/api/auth' });
    const afterLogout = await refresh(refreshCookie);
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json()).toEqual({ error: SESSION_EXPIRED_MESSAGE });
  });

  test('revokes only the session it is called with', async () => {
    const first = await logIn(testApp.app, 'analyst@demo.test');
    const second = await logIn(testApp.app, 'analyst@demo.test');

    await logout(first.refreshCookie);

    expect((await refresh(second.refreshCookie)).statusCode).toBe(200);
  });

  test('without a cookie still answers 204', async () => {
    expect((await logout()).statusCode).toBe(204);
  });
});
