import { createFakeAuthApi } from '../../testing/fake-auth-api';
import { fakeToken } from '../../testing/fake-token';
import { createAuthApi } from './api/auth-api';
import { createSessionController } from './session-controller';

function setup(options: Parameters<typeof createFakeAuthApi>[0]) {
  const api = createFakeAuthApi(options);
  const onSessionStart = jest.fn();
  const onSessionEnd = jest.fn();
  const controller = createSessionController({
    authApi: createAuthApi('/api'),
    onSessionStart,
    onSessionEnd,
  });
  return { ...api, controller, onSessionStart, onSessionEnd };
}

describe('session controller', () => {
  afterEach(() => jest.useRealTimers());

  it('logs in, keeps the token in memory only and starts the search from the claims', async () => {
    const token = fakeToken();
    const { controller, onSessionStart } = setup({ loginToken: token });
    await controller.login('analyst@demo.test', 'demo1234');
    expect(controller.getToken()).toBe(token);
    expect(controller.session.getState()).toMatchObject({ status: 'authenticated', claims: { name: 'Ana' } });
    expect(onSessionStart).toHaveBeenCalledWith(expect.objectContaining({ countries: expect.any(Array) }), 'login');
    const persisted = JSON.stringify({ ...window.localStorage }) + JSON.stringify({ ...window.sessionStorage });
    expect(persisted).not.toContain(token);
    expect(persisted).not.toContain('demo1234');
  });

  it('refuses a token whose roles are not a list', async () => {
    const { controller } = setup({ loginToken: fakeToken({ roles: 'ROLE_SUPER_ADMIN' as unknown as string[] }) });
    await expect(controller.login('analyst@demo.test', 'demo1234')).rejects.toThrow('roles');
    expect(controller.session.getState().status).toBe('anonymous');
  });

  it('restores a session from the refresh cookie and is ready either way', async () => {
    const restored = setup({ refreshToken: fakeToken() });
    await restored.controller.restore();
    expect(restored.controller.session.getState().status).toBe('authenticated');
    expect(restored.controller.meta.getState().phase).toBe('ready');

    // No refresh cookie: the API answers 204 without a token, no error status to log.
    const none = setup({});
    await none.controller.restore();
    expect(none.calls.map((call) => call.path)).toEqual(['/auth/refresh']);
    expect(none.controller.session.getState().status).toBe('anonymous');
    expect(none.controller.meta.getState().phase).toBe('ready');
  });

  it('settles `restored` once the restore has answered, with or without a session', async () => {
    const settled = (promise: Promise<void>) =>
      Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 0))]);
    const withSession = setup({ refreshToken: fakeToken() });
    expect(await settled(withSession.controller.restored)).toBe(false);
    await withSession.controller.restore();
    expect(await settled(withSession.controller.restored)).toBe(true);

    const without = setup({});
    await without.controller.restore();
    expect(await settled(without.controller.restored)).toBe(true);
  });

  it('a renewal answered 204 (the cookie is gone) opens the session-expired dialog', async () => {
    const { controller, state } = setup({ refreshToken: fakeToken() });
    await controller.restore();
    state.refreshToken = null;

    expect(await controller.refresh()).toBe(false);
    expect(controller.getToken()).toBeNull();
    expect(controller.meta.getState().expired).toBe(true);
  });

  it('remembers only a non-secret login state, and skips the renewal call after a logout', async () => {
    const first = setup({ loginToken: fakeToken() });
    await first.controller.login('analyst@demo.test', 'demo1234');
    // zustand persist's record, with the spec's store version 10.2 and nothing secret in it.
    expect(JSON.parse(window.localStorage.getItem('suite.loginState') ?? '{}')).toEqual({
      state: { userIsLoggedIn: true, username: 'analyst@demo.test' },
      version: 10.2,
    });
    await first.controller.logout();

    const reloaded = setup({ refreshToken: fakeToken() });
    await reloaded.controller.restore();
    expect(reloaded.calls).toHaveLength(0);
    expect(reloaded.controller.session.getState().status).toBe('anonymous');
    expect(reloaded.controller.meta.getState().phase).toBe('ready');
  });

  it('renews the token before it expires', async () => {
    jest.useFakeTimers({ now: Date.now() });
    const renewed = fakeToken({ name: 'Renewed' });
    const { controller, calls, state } = setup({ loginToken: fakeToken({ exp: Math.floor(Date.now() / 1000) + 120 }) });
    await controller.login('analyst@demo.test', 'demo1234');
    state.refreshToken = renewed;
    await jest.advanceTimersByTimeAsync(61_000);
    expect(calls.map((call) => call.path)).toContain('/auth/refresh');
    expect(controller.getToken()).toBe(renewed);
  });

  it('marks the session expired when the renewal fails: the token goes, the dialog decides the logout', async () => {
    jest.useFakeTimers({ now: Date.now() });
    const { controller, calls, onSessionEnd } = setup({
      loginToken: fakeToken({ exp: Math.floor(Date.now() / 1000) + 120 }),
    });
    await controller.login('analyst@demo.test', 'demo1234');
    await jest.advanceTimersByTimeAsync(61_000);
    expect(controller.getToken()).toBeNull();
    expect(controller.meta.getState().expired).toBe(true);
    // The page stays until the user confirms; a 401 from a view meanwhile does not log out.
    expect(controller.session.getState().status).toBe('authenticated');
    await controller.logout('unauthorized');
    expect(onSessionEnd).not.toHaveBeenCalled();

    await controller.logout('expired');
    expect(controller.session.getState()).toEqual({ status: 'anonymous', claims: null });
    expect(controller.meta.getState()).toMatchObject({ expired: false, lastLogoutReason: 'expired' });
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
    expect(calls.map((call) => call.path)).toContain('/auth/logout');
  });

  it('marks the session expired when the renewed token has roles that are not a list', async () => {
    jest.useFakeTimers({ now: Date.now() });
    const { controller, state } = setup({ loginToken: fakeToken({ exp: Math.floor(Date.now() / 1000) + 120 }) });
    await controller.login('analyst@demo.test', 'demo1234');
    state.refreshToken = fakeToken({ roles: 'ROLE_SUPER_ADMIN' as unknown as string[] });
    await jest.advanceTimersByTimeAsync(61_000);
    expect(controller.meta.getState().expired).toBe(true);
  });

  it('does not restore a session whose token has already expired (checked on load)', async () => {
    const { controller } = setup({ refreshToken: fakeToken({ exp: Math.floor(Date.now() / 1000) - 10 }) });
    await controller.restore();
    expect(controller.session.getState().status).toBe('anonymous');
    expect(controller.meta.getState().phase).toBe('ready');
  });

  it('records the terms as accepted in the claims until the next token carries them', async () => {
    const { controller } = setup({ loginToken: fakeToken({ termsAccepted: false, termsAcceptedAt: null }) });
    await controller.login('demo@demo.test', 'demo1234');
    controller.markTermsAccepted('2024-06-30T12:00:00.000Z');
    expect(controller.session.getState().claims).toMatchObject({
      termsAccepted: true,
      termsAcceptedAt: '2024-06-30T12:00:00.000Z',
    });
  });

  it('logs out on the server once, even when several 401s arrive', async () => {
    const { controller, calls, onSessionEnd } = setup({ loginToken: fakeToken() });
    await controller.login('analyst@demo.test', 'demo1234');
    await Promise.all([controller.logout('unauthorized'), controller.logout('unauthorized')]);
    expect(calls.filter((call) => call.path === '/auth/logout')).toHaveLength(1);
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });
});
