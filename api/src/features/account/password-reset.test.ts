import { createTestApp, DEMO_PASSWORD, logIn, type TestApp } from '../../testing/test-app';
import { ACCOUNT_MESSAGES } from './account-routes';
import { RESET_LINK_INVALID_MESSAGE, RESET_TOO_SOON_MESSAGE } from './password-reset';
import { outboxFor } from './test-helpers';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const sendEmail = (payload: unknown) =>
  testApp.app.inject({ method: 'POST', url: '/api/v2/account/send_email', payload: payload as object });
const confirm = (token: string, plainPassword: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/v2/account/reset', payload: { token, plainPassword } });

/** The token in the link of the newest reset e-mail to the address. */
async function resetToken(email: string): Promise<string> {
  const [latest] = await outboxFor(testApp.db, email, 'password-reset');
  const token = /resetToken=([\w%-]+)/.exec(latest?.body ?? '')?.[1];
  if (!token) throw new Error('No reset link in the outbox');
  return decodeURIComponent(token);
}

/** Lets the 2-hour limit pass for the address. */
const ageRequests = (email: string) =>
  testApp.db.query(
    "update password_reset_requests set requested_at = now() - interval '121 minutes' where email = $1",
    [email],
  );

describe('POST /api/v2/account/send_email (no bearer)', () => {
  test('writes the reset e-mail with a one-time link to the outbox', async () => {
    const response = await sendEmail({ username: ' Analyst@Demo.test ' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    const emails = await outboxFor(testApp.db, 'analyst@demo.test', 'password-reset');
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ subject: 'Reset your password', sentAt: null });
    expect(emails[0]?.body).toMatch(/http:\/\/127\.0\.0\.1:3000\/login\?resetToken=/);
  });

  test('a second request within 2 hours answers 429; after 2 hours it works again', async () => {
    const again = await sendEmail({ username: 'analyst@demo.test' });

    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ error: RESET_TOO_SOON_MESSAGE });
    expect(await outboxFor(testApp.db, 'analyst@demo.test', 'password-reset')).toHaveLength(1);

    await ageRequests('analyst@demo.test');
    expect((await sendEmail({ username: 'analyst@demo.test' })).statusCode).toBe(200);
    expect(await outboxFor(testApp.db, 'analyst@demo.test', 'password-reset')).toHaveLength(2);
  });

  test('an unknown address answers like a known one, limit included, and gets no e-mail', async () => {
    const first = await sendEmail({ username: 'nobody@demo.test' });
    const second = await sendEmail({ username: 'nobody@demo.test' });

    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'ok' });
    expect(second.statusCode).toBe(429);
    expect(await outboxFor(testApp.db, 'nobody@demo.test')).toEqual([]);
  });

  test('400 on a malformed body', async () => {
    expect((await sendEmail({})).statusCode).toBe(400);
    expect((await sendEmail({ username: '' })).json()).toEqual({ error: expect.any(String) });
  });
});

describe('POST /api/v2/account/reset (no bearer)', () => {
  test("the link's token sets a new password once and ends the user's sessions", async () => {
    const { refreshCookie } = await logIn(testApp.app, 'sov@demo.test');
    await sendEmail({ username: 'sov@demo.test' });
    const token = await resetToken('sov@demo.test');

    const response = await confirm(token, 'brand-new');

    expect(response.statusCode).toBe(200);
    expect((await logIn(testApp.app, 'sov@demo.test', 'brand-new')).token).toEqual(expect.any(String));
    const reused = await confirm(token, 'another-one');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: RESET_LINK_INVALID_MESSAGE });
    const refresh = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { refresh_token: refreshCookie },
    });
    expect(refresh.statusCode).toBe(401);
  });

  test('an expired or unknown token is refused; a short password too, without using the token', async () => {
    await sendEmail({ username: 'demo@demo.test' });
    const token = await resetToken('demo@demo.test');

    const short = await confirm(token, 'abc');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ error: ACCOUNT_MESSAGES.newPasswordTooShort });
    await testApp.db.query(
      "update password_reset_requests set expires_at = now() - interval '1 second' where email = $1",
      ['demo@demo.test'],
    );
    expect((await confirm(token, 'long-enough')).json()).toEqual({ error: RESET_LINK_INVALID_MESSAGE });
    expect((await confirm('made-up', 'long-enough')).statusCode).toBe(400);
    expect((await logIn(testApp.app, 'demo@demo.test', DEMO_PASSWORD)).token).toEqual(expect.any(String));
  });

  test('400 on a malformed body', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v2/account/reset',
      payload: { token: 'x' },
    });
    expect(response.statusCode).toBe(400);
  });
});
