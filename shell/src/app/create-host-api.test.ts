import { createFakeAuthFetch } from '../testing/fake-auth-api';
import { fakeToken } from '../testing/fake-token';
import { createTestServices } from '../testing/render-shell';

describe('the HostApi handed to remotes', () => {
  it('sends the bearer token, and logs out on a 401', async () => {
    const token = fakeToken();
    const api = createFakeAuthFetch({ refreshToken: token });
    const services = createTestServices({ fetchImpl: api.fetchImpl });
    await services.sessionController.restore();
    await expect(services.host.http.get('/v2/messages/all')).rejects.toMatchObject({ status: 404 });
    const [, init] = jest.mocked(api.fetchImpl).mock.calls.at(-1) ?? [];
    expect(init?.headers).toMatchObject({ Authorization: `Bearer ${token}` });

    jest.mocked(api.fetchImpl).mockResolvedValueOnce({
      ok: false,
      status: 401,
      statusText: 'Unauthorized',
      json: async () => ({ error: 'expired' }),
    } as unknown as Response);
    await expect(services.host.http.get('/v2/messages/all')).rejects.toMatchObject({ status: 401 });
    expect(services.host.session.getState().status).toBe('anonymous');
  });

  it('waits and retries when the API is busy (503), saying so, instead of failing the view', async () => {
    const api = createFakeAuthFetch({ refreshToken: fakeToken() });
    const services = createTestServices({ fetchImpl: api.fetchImpl });
    await services.sessionController.restore();
    const notify = jest.fn();
    services.bridge.connect({ notify, navigate: jest.fn() });
    jest.mocked(api.fetchImpl).mockResolvedValueOnce({
      ok: false,
      status: 503,
      headers: { get: (name: string) => (name.toLowerCase() === 'retry-after' ? '0' : null) },
      json: async () => ({ error: 'The service is busy: retrying in a moment' }),
    } as unknown as Response);

    // The fake API answers the retry: 404 for this path, as in the test above.
    await expect(services.host.http.get('/v2/messages/all')).rejects.toMatchObject({ status: 404 });
    expect(notify).toHaveBeenCalledWith('warning', services.i18n.t('busy.retrying'));
    expect(services.i18n.t('busy.retrying')).not.toBe('busy.retrying');
  });

  it('routes notify and navigate through the bridge the React tree connects', () => {
    const services = createTestServices({ fetchImpl: createFakeAuthFetch().fetchImpl });
    const notify = jest.fn();
    const navigate = jest.fn();
    const disconnect = services.bridge.connect({ notify, navigate });
    services.host.notify('info', 'link copied');
    services.host.navigate('/dashboard/home');
    expect(notify).toHaveBeenCalledWith('info', 'link copied');
    expect(navigate).toHaveBeenCalledWith('/dashboard/home');
    disconnect();
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    services.host.notify('success', 'saved');
    expect(notify).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith('[shell] success: saved');
    info.mockRestore();
  });

  it('records a dialog request and exposes only non-secret configuration', () => {
    const services = createTestServices({ fetchImpl: createFakeAuthFetch().fetchImpl });
    services.host.openDialog({ kind: 'help' });
    expect(services.dialogs.getState().open).toEqual({ kind: 'help' });
    expect(services.host.config).toEqual({
      name: 'test',
      production: false,
      external: { supportEmail: 'helpdesk@adintel.test' },
    });
  });

  it('tracks a login and what a remote reports, to the API with the token, without failing on a 404', async () => {
    const token = fakeToken();
    const api = createFakeAuthFetch({ loginToken: token });
    const services = createTestServices({ fetchImpl: api.fetchImpl });
    await services.sessionController.login('analyst@demo.test', 'demo1234');
    expect(() => services.host.track('export', { type: 'sov', format: 'excel' })).not.toThrow();
    await services.analytics.flush();
    const sent = api.calls.filter((call) => call.url === '/api/v2/analytics/events');
    expect(sent.map((call) => call.body)).toEqual([
      {
        events: [
          { event: 'session:login', props: { countries: expect.any(Number) }, at: expect.any(String) },
          { event: 'export', props: { type: 'sov', format: 'excel' }, at: expect.any(String) },
        ],
      },
    ]);
    const [, init] = jest.mocked(api.fetchImpl).mock.calls.find(([url]) => url === '/api/v2/analytics/events') ?? [];
    expect(init?.headers).toMatchObject({ Authorization: `Bearer ${token}` });
  });
});
