import { buildApp } from '../../app';
import { createTestApp, DEMO_PASSWORD, TEST_JWT_SECRET, type TestApp } from '../../testing/test-app';
import { LOGIN_FAILED_MESSAGE } from './auth-routes';
import { deviceCookieName } from './device-cookie';
import { LOGIN_LOCKOUT_SECONDS, tooManyLoginsMessage } from './login-throttle-policy';

// The waits a failed login asked for, recorded instead of spent.
const waits: number[] = [];
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    trustProxy: 'loopback',
    loginSlowdown: { firstDelayMs: 500, wait: async (ms) => void waits.push(ms) },
  });
});
afterAll(() => testApp.close());
// Each case starts with nothing counted; device cookies stay valid (they are signed, not stored).
beforeEach(async () => {
  waits.length = 0;
  await testApp.db.query('delete from login_failures');
});

interface Cookie {
  name: string;
  value: string;
}

interface From {
  address: string;
  /** Sent through the shell's proxy (loopback, trusted) with this X-Forwarded-For. */
  behindProxy?: boolean;
  device?: Cookie;
}

function logIn(username: string, password: string, from: From) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
    remoteAddress: from.behindProxy ? '127.0.0.1' : from.address,
    headers: from.behindProxy ? { 'x-forwarded-for': from.address } : {},
    cookies: from.device ? { [from.device.name]: from.device.value } : {},
  });
}

/** Logs in with the right password and returns the device cookie the browser keeps. */
async function deviceOf(username: string, address: string): Promise<Cookie> {
  const response = await logIn(username, DEMO_PASSWORD, { address });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((item) => item.name === deviceCookieName(username));
  if (!cookie) throw new Error('No device cookie was set');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/login', maxAge: 365 * 24 * 60 * 60 });
  return { name: cookie.name, value: cookie.value };
}

async function statusesOf(attempts: (() => ReturnType<typeof logIn>)[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const attempt of attempts) statuses.push((await attempt()).statusCode);
  return statuses;
}

const times = <T>(count: number, make: (index: number) => T) =>
  Array.from({ length: count }, (_, index) => make(index));

describe('failed logins stop attackers, not customers', () => {
  test('the office behind one address: a stranger failing for an unknown account stops no colleague', async () => {
    const office = '198.51.100.10';
    const analystsBrowser = await deviceOf('analyst@demo.test', office);

    const stranger = await statusesOf(
      times(12, () => () => logIn('nobody@demo.test', 'wrong-pass', { address: office })),
    );
    // Ten failures lock the account tried, for clients without its device cookie; the office's address is not locked.
    expect(stranger).toEqual([...Array(10).fill(401), 429, 429]);

    expect(
      (await logIn('analyst@demo.test', DEMO_PASSWORD, { address: office, device: analystsBrowser })).statusCode,
    ).toBe(200);
    // A colleague on a browser that never logged in gets in too.
    expect((await logIn('sov@demo.test', DEMO_PASSWORD, { address: office })).statusCode).toBe(200);
  });

  test("an account attacked from many addresses is refused to unknown clients, with a wait; its owner's device gets in", async () => {
    const ownersBrowser = await deviceOf('sov@demo.test', '198.51.100.20');
    const attack = await statusesOf(
      times(10, (n) => () => logIn('sov@demo.test', 'wrong-pass', { address: `10.1.0.${n + 1}` })),
    );
    expect(attack).toEqual(Array(10).fill(401));

    const refused = await logIn('sov@demo.test', DEMO_PASSWORD, { address: '10.1.0.99' });
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(LOGIN_LOCKOUT_SECONDS - 60);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_LOCKOUT_SECONDS);
    expect(refused.json()).toEqual({ error: 'Too many failed logins. Wait 15 minutes and try again.' });
    // The account's name in another case is the same account.
    expect((await logIn('SOV@demo.test', DEMO_PASSWORD, { address: '10.1.0.98' })).statusCode).toBe(429);

    const owner = await logIn('sov@demo.test', DEMO_PASSWORD, { address: '198.51.100.20', device: ownersBrowser });
    expect(owner.statusCode).toBe(200);
  });

  test('one password sprayed across accounts from one address is slowed, then refused to clients without a device cookie', async () => {
    const sprayer = { address: '203.0.113.50' };
    const demosBrowser = await deviceOf('demo@demo.test', sprayer.address);

    const spray = await statusesOf(times(20, (n) => () => logIn(`user-${n}@demo.test`, 'Spring2026!', sprayer)));
    expect(spray).toEqual(Array(20).fill(401));
    // From the fourth failure of the address on, each answer waited longer, up to 4 s.
    expect(waits).toEqual([500, 1000, 2000, ...Array(14).fill(4000)]);

    const next = await logIn('noaudiences@demo.test', DEMO_PASSWORD, sprayer);
    expect(next.statusCode).toBe(429);
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(LOGIN_LOCKOUT_SECONDS - 60);
    // A device that logged in before is not stopped by its address.
    expect((await logIn('demo@demo.test', DEMO_PASSWORD, { ...sprayer, device: demosBrowser })).statusCode).toBe(200);
  });

  test('failures slow the answers progressively: three at once, then 0.5, 1, 2, 4, 4 s; a success never waits', async () => {
    const from = { address: '192.0.2.7' };
    expect(await statusesOf(times(8, () => () => logIn('analyst@demo.test', 'wrong-pass', from)))).toEqual(
      Array(8).fill(401),
    );
    expect(waits).toEqual([500, 1000, 2000, 4000, 4000]);
    expect((await logIn('analyst@demo.test', DEMO_PASSWORD, from)).statusCode).toBe(200);
    expect(waits).toHaveLength(5);
  });

  test('a device cookie that fails too often is locked itself, not its account or its address', async () => {
    const browser = await deviceOf('demo@demo.test', '192.0.2.30');
    const guesses = await statusesOf(
      times(10, (n) => () => logIn('demo@demo.test', 'wrong-pass', { address: `192.0.2.${40 + n}`, device: browser })),
    );
    expect(guesses).toEqual(Array(10).fill(401));

    const locked = await logIn('demo@demo.test', DEMO_PASSWORD, { address: '192.0.2.30', device: browser });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    // Another browser at the same address, for the same account: nothing was counted against them.
    expect((await logIn('demo@demo.test', DEMO_PASSWORD, { address: '192.0.2.40' })).statusCode).toBe(200);
  });

  test('a forged, altered or borrowed device cookie counts as none', async () => {
    const genuine = await deviceOf('noaudiences@demo.test', '192.0.2.60');
    const analysts = await deviceOf('analyst@demo.test', '192.0.2.60');
    await statusesOf(
      times(10, (n) => () => logIn('noaudiences@demo.test', 'wrong-pass', { address: `10.9.0.${n + 1}` })),
    );
    const [account = '', nonce = '', signature = ''] = genuine.value.split('.');
    const forAnother = (value: string): Cookie => ({ name: genuine.name, value });
    const fakes = [
      forAnother(`${account}.${nonce}.${signature.slice(0, -2)}xx`), // altered signature
      forAnother(`${account}.${'0'.repeat(nonce.length)}.${signature}`), // altered nonce
      forAnother(analysts.value), // another account's genuine cookie
      forAnother(`${Buffer.from('noaudiences@demo.test').toString('base64url')}.${nonce}.made-up`), // forged
    ];
    for (const device of fakes)
      expect((await logIn('noaudiences@demo.test', DEMO_PASSWORD, { address: '192.0.2.60', device })).statusCode).toBe(
        429,
      );
    expect(
      (await logIn('noaudiences@demo.test', DEMO_PASSWORD, { address: '192.0.2.60', device: genuine })).statusCode,
    ).toBe(200);
  });

  test("a success resets the account's count", async () => {
    const address = (n: number) => ({ address: `10.2.0.${n}` });
    const nineFailures = times(9, () => () => logIn('analyst@demo.test', 'wrong-pass', address(1)));
    expect(await statusesOf(nineFailures)).toEqual(Array(9).fill(401));
    expect((await logIn('analyst@demo.test', DEMO_PASSWORD, address(2))).statusCode).toBe(200);
    expect(await statusesOf(times(9, () => () => logIn('analyst@demo.test', 'wrong-pass', address(3))))).toEqual(
      Array(9).fill(401),
    );
    expect((await logIn('analyst@demo.test', DEMO_PASSWORD, address(4))).statusCode).toBe(200);
  });

  test("behind the shell's proxy the browser's address is counted, not the proxy's", async () => {
    const browser = (address: string) => ({ address, behindProxy: true });
    const spray = times(20, (n) => () => logIn(`nobody-${n}@demo.test`, 'wrong-pass', browser('203.0.113.7')));
    expect(await statusesOf(spray)).toEqual(Array(20).fill(401));
    // The same proxy, another browser: not throttled.
    expect((await logIn('demo@demo.test', DEMO_PASSWORD, browser('203.0.113.8'))).statusCode).toBe(200);
    expect((await logIn('demo@demo.test', DEMO_PASSWORD, browser('203.0.113.7'))).statusCode).toBe(429);
  });

  test('the counts live in the database: another API process on it refuses the same', async () => {
    await statusesOf(times(10, (n) => () => logIn('sov@demo.test', 'wrong-pass', { address: `10.3.0.${n + 1}` })));
    const another = buildApp({ database: testApp.db, jwtSecret: TEST_JWT_SECRET, loginSlowdown: { firstDelayMs: 0 } });
    try {
      const refused = await another.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'sov@demo.test', password: DEMO_PASSWORD },
        remoteAddress: '10.3.0.50',
      });
      expect(refused.statusCode).toBe(429);
    } finally {
      await another.close();
    }
  });

  test('the device cookie is Secure where the refresh cookie is', async () => {
    const overHttps = buildApp({ database: testApp.db, jwtSecret: TEST_JWT_SECRET, secureCookies: true });
    try {
      const response = await overHttps.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'demo@demo.test', password: DEMO_PASSWORD },
      });
      const secure = (name: string) => response.cookies.find((cookie) => cookie.name === name)?.secure;
      expect(secure('refresh_token')).toBe(true);
      expect(secure(deviceCookieName('demo@demo.test'))).toBe(true);
    } finally {
      await overHttps.close();
    }
  });

  test('a window that is over starts again; rows of windows and lockouts long over are swept', async () => {
    await statusesOf(times(9, () => () => logIn('analyst@demo.test', 'wrong-pass', { address: '10.4.0.1' })));
    await testApp.db.query(
      `insert into login_failures (kind, key, window_started_at, failures, locked_at, locked_until) values
         ('address', '10.4.0.200', now() - interval '2 hours', 4, null, null),
         ('account', 'old@demo.test', now() - interval '3 days', 10, now() - interval '3 days', now() - interval '2 days'),
         ('account', 'recent@demo.test', now() - interval '2 hours', 10, now() - interval '2 hours', now() - interval '1 hour')`,
    );
    // The analyst's nine failures began 16 minutes ago: the window is over.
    await testApp.db.query(
      "update login_failures set window_started_at = now() - interval '16 minutes' where key = 'analyst@demo.test'",
    );
    // A fresh process sweeps on its first failure.
    const another = buildApp({ database: testApp.db, jwtSecret: TEST_JWT_SECRET, loginSlowdown: { firstDelayMs: 0 } });
    try {
      const failed = await another.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'analyst@demo.test', password: 'wrong-pass' },
        remoteAddress: '10.4.0.1',
      });
      expect(failed.json()).toEqual({ error: LOGIN_FAILED_MESSAGE });
    } finally {
      await another.close();
    }
    const { rows } = await testApp.db.query<{ key: string; failures: number }>(
      'select key, failures from login_failures order by key',
    );
    // The ended lockout of the last day stays for the super admin's list.
    expect(rows).toEqual([
      { key: '10.4.0.1', failures: 10 },
      { key: 'analyst@demo.test', failures: 1 },
      { key: 'recent@demo.test', failures: 10 },
    ]);
  });

  test('the wait is said in minutes', () => {
    expect(tooManyLoginsMessage(833)).toBe('Too many failed logins. Wait 14 minutes and try again.');
    expect(tooManyLoginsMessage(42)).toBe('Too many failed logins. Wait 1 minute and try again.');
  });
});
