import { createFakeAuthFetch } from '../../testing/fake-auth-api';
import { fakeToken } from '../../testing/fake-token';
import { createAuthApi } from './api/auth-api';
import { createSessionController } from './session-controller';

function setup(options: Parameters<typeof createFakeAuthFetch>[0]) {
  const api = createFakeAuthFetch(options);
  const onSessionStart = jest.fn();
  const onSessionEnd = jest.fn();
  const controller = createSessionController({
    authApi: createAuthApi('/api', api.fetchImpl),
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
    expect(onSessionStart).toHaveBeenCalledWith(expect.objectContaining({ countries: expect.any(Array) }));
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

    const none = setup({});
    await none.controller.restore();
    expect(none.controller.session.getState().status).toBe('anonymous');
    expect(none.controller.meta.getState().phase).toBe('ready');
  });

  it('remembers only a non-secret login state, and skips the renewal call after a logout', async () => {
    const first = setup({ loginToken: fakeToken() });
    await first.controller.login('analyst@demo.test', 'demo1234');
    expect(JSON.parse(window.localStorage.getItem('suite.loginState') ?? '{}')).toEqual({
      userIsLoggedIn: true,
      username: 'analyst@demo.test',
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
    expect(calls.map((call) => call.url)).toContain('/api/auth/refresh');
    expect(controller.getToken()).toBe(renewed);
  });

  it('logs out when the renewal fails, instead of keeping a dead token', async () => {
    jest.useFakeTimers({ now: Date.now() });
    const { controller, onSessionEnd } = setup({ loginToken: fakeToken({ exp: Math.floor(Date.now() / 1000) + 120 }) });
    await controller.login('analyst@demo.test', 'demo1234');
    await jest.advanceTimersByTimeAsync(61_000);
    expect(controller.getToken()).toBeNull();
    expect(controller.session.getState()).toEqual({ status: 'anonymous', claims: null });
    expect(controller.meta.getState().lastLogoutReason).toBe('expired');
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it('logs out on the server once, even when several 401s arrive', async () => {
    const { controller, calls, onSessionEnd } = setup({ loginToken: fakeToken() });
    await controller.login('analyst@demo.test', 'demo1234');
    await Promise.all([controller.logout('unauthorized'), controller.logout('unauthorized')]);
    expect(calls.filter((call) => call.url === '/api/auth/logout')).toHaveLength(1);
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });
});
