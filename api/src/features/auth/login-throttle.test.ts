import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../testing/test-app';
import { LOGIN_FAILED_MESSAGE } from './auth-routes';
import { LOGIN_FAILURE_WINDOW_MINUTES, TOO_MANY_LOGINS_MESSAGE } from './login-throttle';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ trustProxy: 'loopback' });
});
afterAll(() => testApp.close());

function logIn(username: string, password: string, from: { remoteAddress?: string; forwardedFor?: string }) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
    remoteAddress: from.remoteAddress ?? '127.0.0.1',
    headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
  });
}

async function failTimes(count: number, username: string, from: { remoteAddress?: string; forwardedFor?: string }) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < count; attempt += 1)
    statuses.push((await logIn(username, 'wrong-pass', from)).statusCode);
  return statuses;
}

describe('failed logins are throttled', () => {
  test('after 10 failures for one account, even the right password gets 429 with Retry-After', async () => {
    // Each attempt from another address: only the account's count is in play.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      statuses.push(
        (await logIn('sov@demo.test', 'wrong-pass', { remoteAddress: `10.1.0.${attempt + 1}` })).statusCode,
      );
    }
    expect(statuses).toEqual(Array(10).fill(401));

    const refused = await logIn('sov@demo.test', DEMO_PASSWORD, { remoteAddress: '10.1.0.99' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: TOO_MANY_LOGINS_MESSAGE });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(LOGIN_FAILURE_WINDOW_MINUTES * 60 - 60);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_FAILURE_WINDOW_MINUTES * 60);
    // The account's name in another case is the same account.
    expect((await logIn('SOV@demo.test', DEMO_PASSWORD, { remoteAddress: '10.1.0.98' })).statusCode).toBe(429);
  });

  test("a success resets the account's count", async () => {
    const address = (n: number) => ({ remoteAddress: `10.2.0.${n}` });
    expect(await failTimes(9, 'analyst@demo.test', address(1))).toEqual(Array(9).fill(401));
    expect((await logIn('analyst@demo.test', DEMO_PASSWORD, address(2))).statusCode).toBe(200);
    expect(await failTimes(9, 'analyst@demo.test', address(3))).toEqual(Array(9).fill(401));
    expect((await logIn('analyst@demo.test', DEMO_PASSWORD, address(4))).statusCode).toBe(200);
  });

  test('after 10 failures from one address, that address is refused for every account; others are not', async () => {
    const from = { remoteAddress: '10.3.0.1' };
    const accounts = Array.from({ length: 10 }, (_, index) => `nobody-${index}@demo.test`);
    for (const account of accounts)
      expect((await logIn(account, 'wrong-pass', from)).json()).toEqual({ error: LOGIN_FAILED_MESSAGE });

    expect((await logIn('noaudiences@demo.test', DEMO_PASSWORD, from)).statusCode).toBe(429);
    expect((await logIn('noaudiences@demo.test', DEMO_PASSWORD, { remoteAddress: '10.3.0.2' })).statusCode).toBe(200);
  });

  test("behind the shell's proxy the browser's address is counted, not the proxy's", async () => {
    const behindProxy = (client: string) => ({ remoteAddress: '127.0.0.1', forwardedFor: client });
    expect(await failTimes(10, 'nobody@demo.test', behindProxy('203.0.113.7'))).toEqual(Array(10).fill(401));
    // The same proxy, another browser and account: not throttled.
    expect((await logIn('demo@demo.test', DEMO_PASSWORD, behindProxy('203.0.113.8'))).statusCode).toBe(200);
    expect((await logIn('demo@demo.test', DEMO_PASSWORD, behindProxy('203.0.113.7'))).statusCode).toBe(429);
  });
});
