import { http, HttpResponse } from 'msw';
import { apiServer } from '../../../testing/api-server';
import { LoginThrottledError } from '../lib/login-throttled-error';
import { createAuthApi } from './auth-api';

const CREDENTIALS = { username: 'analyst@demo.test', password: 'demo1234' };

describe('createAuthApi().login', () => {
  it("turns the throttle's 429 into an error that carries Retry-After", async () => {
    apiServer.use(
      http.post('/api/login', () =>
        HttpResponse.json(
          { error: 'Too many failed logins. Wait 12 minutes and try again.' },
          { status: 429, headers: { 'Retry-After': '701' } },
        ),
      ),
    );
    const refused = createAuthApi('/api').login(CREDENTIALS);
    await expect(refused).rejects.toBeInstanceOf(LoginThrottledError);
    await expect(refused).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 701,
      message: 'Too many failed logins. Wait 12 minutes and try again.',
    });
  });

  it('answers the token, and leaves other failures as they are', async () => {
    apiServer.use(
      http.post('/api/login', async ({ request }) => {
        const { password } = (await request.json()) as { password: string };
        return password === 'demo1234'
          ? HttpResponse.json({ token: 'a-token' })
          : HttpResponse.json({ error: 'Something is wrong with your email and password!' }, { status: 401 });
      }),
    );
    const api = createAuthApi('/api');
    await expect(api.login(CREDENTIALS)).resolves.toBe('a-token');
    const wrong = api.login({ ...CREDENTIALS, password: 'wrong-pass' });
    await expect(wrong).rejects.toMatchObject({ status: 401 });
    await expect(wrong).rejects.not.toBeInstanceOf(LoginThrottledError);
  });
});
