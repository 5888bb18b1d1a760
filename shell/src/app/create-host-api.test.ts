import { http, HttpResponse } from 'msw';
import { apiServer } from '../testing/api-server';
import { createFakeApi } from '../testing/fake-api';
import { fakeToken } from '../testing/fake-token';
import { createTestServices } from '../testing/render-shell';
import { pausableHost } from '../features/remote-view';
import { hostForPage } from '../features/remote-view/lib/page-host';

/** The API's answer to a path it does not serve. */
const NOT_FOUND = { status: 404, body: { error: 'Not Found' } };

describe('the HostApi handed to remotes', () => {
  it('sends the bearer token, and logs out on a 401', async () => {
    const token = fakeToken();
    const api = createFakeApi({ 'GET /v2/messages/all': NOT_FOUND }, { refreshToken: token });
    const services = createTestServices();
    await services.sessionController.restore();
    await expect(services.host.http.get('/v2/messages/all')).rejects.toMatchObject({ status: 404 });
    expect(api.requests.at(-1)?.headers.get('Authorization')).toBe(`Bearer ${token}`);

    apiServer.use(
      http.get('/api/v2/messages/all', () => HttpResponse.json({ error: 'expired' }, { status: 401 }), { once: true }),
    );
    await expect(services.host.http.get('/v2/messages/all')).rejects.toMatchObject({ status: 401 });
    expect(services.host.session.getState().status).toBe('anonymous');
  });

  it('waits and retries when the API is busy (503), saying so, instead of failing the view', async () => {
    createFakeApi({ 'GET /v2/messages/all': NOT_FOUND }, { refreshToken: fakeToken() });
    const services = createTestServices();
    await services.sessionController.restore();
    const notify = jest.fn();
    services.bridge.connect({ notify, navigate: jest.fn() });
    apiServer.use(
      http.get(
        '/api/v2/messages/all',
        () =>
          HttpResponse.json(
            { error: 'The service is busy: retrying in a moment' },
            { status: 503, headers: { 'Retry-After': '0' } },
          ),
        { once: true },
      ),
    );

    // The retry reaches the route: 404, as in the test above.
    await expect(services.host.http.get('/v2/messages/all')).rejects.toMatchObject({ status: 404 });
    expect(notify).toHaveBeenCalledWith('warning', services.i18n.t('busy.retrying'));
    expect(services.i18n.t('busy.retrying')).not.toBe('busy.retrying');
  });

  it('routes notify and navigate through the bridge the React tree connects', () => {
    const services = createTestServices();
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
    const services = createTestServices();
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
    const api = createFakeApi({ 'POST /v2/analytics/events': NOT_FOUND }, { loginToken: token });
    const services = createTestServices();
    await services.sessionController.login('analyst@demo.test', 'demo1234');
    expect(() => services.host.track('export', { type: 'sov', format: 'excel' })).not.toThrow();
    await services.analytics.flush();
    expect(api.requests.map((request) => request.body)).toEqual([
      {
        events: [
          { event: 'session:login', props: { countries: expect.any(Number) }, at: expect.any(String) },
          { event: 'export', props: { type: 'sov', format: 'excel' }, at: expect.any(String) },
        ],
      },
    ]);
    expect(api.requests[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it("hands every view the page's one chart colours, kept views included", () => {
    const { host } = createTestServices();
    const sov = hostForPage(host, 'shareofvoice');
    const investment = pausableHost(hostForPage(host, 'investment')).host;
    expect(sov.chartColors).toBe(host.chartColors);
    expect(investment.chartColors).toBe(host.chartColors);
    sov.chartColors?.slotsOf([{ label: 'Diprex Net' }, { label: 'Pifux' }], 18);
    expect(investment.chartColors?.slotsOf([{ label: 'Pifux' }, { label: 'Diprex Net' }], 18)).toEqual([1, 0]);
  });
});
