import type { LoginLockout, LoginLockoutsResponse } from 'shared-contracts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../testing/test-app';
import { bearer, tokensOf } from '../account/test-helpers';
import { deviceCookieName } from '../auth/device-cookie';
import { LOGIN_LOCKOUT_SECONDS } from '../auth/login-throttle-policy';

let testApp: TestApp;
let tokens: Record<'superadmin@demo.test' | 'analyst@demo.test', string>;
beforeAll(async () => {
  // Failures answered at once: the slowdown is login-throttle.test.ts's subject.
  testApp = await createTestApp({ loginSlowdown: { firstDelayMs: 0 } });
  tokens = await tokensOf(testApp.db, ['superadmin@demo.test', 'analyst@demo.test'] as const);
});
afterAll(() => testApp.close());

const logIn = (username: string, password: string, address: string, cookies: Record<string, string> = {}) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
    remoteAddress: address,
    cookies,
  });

async function failTimes(count: number, username: (n: number) => string, address: (n: number) => string, cookies = {}) {
  for (let n = 0; n < count; n += 1)
    expect((await logIn(username(n), 'wrong-pass', address(n), cookies)).statusCode).toBe(401);
}

const listLockouts = (token: string) =>
  testApp.app.inject({ method: 'GET', url: '/api/v2/admin/login-lockouts', headers: bearer(token) });
const lift = (id: string, token: string) =>
  testApp.app.inject({ method: 'DELETE', url: `/api/v2/admin/login-lockouts/${id}`, headers: bearer(token) });

describe('failed-login lockouts for the super admin', () => {
  let lockouts: LoginLockout[];
  beforeAll(async () => {
    // An account attacked from many addresses, an address spraying, and a device cookie guessing.
    await failTimes(
      10,
      () => 'sov@demo.test',
      (n) => `10.5.0.${n + 1}`,
    );
    await failTimes(
      20,
      (n) => `nobody-${n}@demo.test`,
      () => '10.6.0.1',
    );
    const browser = await logIn('demo@demo.test', DEMO_PASSWORD, '10.7.0.1');
    const device = browser.cookies.find((cookie) => cookie.name === deviceCookieName('demo@demo.test'));
    await failTimes(
      10,
      () => 'demo@demo.test',
      (n) => `10.7.1.${n + 1}`,
      { [device?.name ?? '']: device?.value ?? '' },
    );
    lockouts = (await listLockouts(tokens['superadmin@demo.test'])).json<LoginLockoutsResponse>().lockouts;
  });

  test('lists what is locked, since and until when, after how many failures', () => {
    const byKind = (kind: LoginLockout['kind']) => lockouts.filter((lockout) => lockout.kind === kind);
    expect(byKind('account')).toEqual([
      expect.objectContaining({ subject: 'sov@demo.test', failures: 10, device: null, inForce: true }),
    ]);
    expect(byKind('address')).toEqual([expect.objectContaining({ subject: '10.6.0.1', failures: 20, inForce: true })]);
    expect(byKind('device')).toEqual([
      expect.objectContaining({ subject: 'demo@demo.test', device: expect.stringMatching(/^[0-9a-f]{8}$/) }),
    ]);
    for (const lockout of lockouts) {
      const lockedFor = Date.parse(lockout.lockedUntil) - Date.parse(lockout.lockedAt);
      expect(lockedFor).toBe(LOGIN_LOCKOUT_SECONDS * 1000);
    }
    // The latest first.
    const since = lockouts.map((lockout) => lockout.lockedAt);
    expect(since).toEqual([...since].sort().reverse());
  });

  test('lifting a lockout opens the login again and takes it off the list; twice is a 404', async () => {
    const sov = lockouts.find((lockout) => lockout.subject === 'sov@demo.test');
    if (!sov) throw new Error('No lockout of sov@demo.test');
    expect((await logIn('sov@demo.test', DEMO_PASSWORD, '10.5.1.1')).statusCode).toBe(429);

    expect((await lift(sov.id, tokens['superadmin@demo.test'])).statusCode).toBe(204);
    expect((await logIn('sov@demo.test', DEMO_PASSWORD, '10.5.1.1')).statusCode).toBe(200);
    const after = (await listLockouts(tokens['superadmin@demo.test'])).json<LoginLockoutsResponse>().lockouts;
    expect(after.map((lockout) => lockout.id)).not.toContain(sov.id);
    expect(after).toHaveLength(lockouts.length - 1);

    const again = await lift(sov.id, tokens['superadmin@demo.test']);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'No such lockout' });
  });

  test('an id that is no uuid is a 400', async () => {
    expect((await lift('42', tokens['superadmin@demo.test'])).statusCode).toBe(400);
  });

  test('403 for anyone but a super admin, 401 without a token', async () => {
    const [first] = lockouts;
    if (!first) throw new Error('No lockout');
    expect((await listLockouts(tokens['analyst@demo.test'])).statusCode).toBe(403);
    expect((await lift(first.id, tokens['analyst@demo.test'])).statusCode).toBe(403);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v2/admin/login-lockouts' })).statusCode).toBe(401);
    expect(
      (await testApp.app.inject({ method: 'DELETE', url: `/api/v2/admin/login-lockouts/${first.id}` })).statusCode,
    ).toBe(401);
    // Nothing was lifted by them.
    const still = (await listLockouts(tokens['superadmin@demo.test'])).json<LoginLockoutsResponse>().lockouts;
    expect(still.map((lockout) => lockout.id)).toContain(first.id);
  });
});
