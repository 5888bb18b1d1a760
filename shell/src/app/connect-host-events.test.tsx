import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { alertsQuery } from '../features/alerts/api/get-alerts';
import { reportsQuery } from '../features/reports/api/get-reports';
import { createFakeApi } from '../testing/fake-api';
import { fakeToken } from '../testing/fake-token';
import { createTestServices, renderWithShell } from '../testing/render-shell';
import { AppRoutes } from './app-routes';

const REPORT = {
  id: 1,
  name: 'Weekly SOV',
  frequency: 'weekly',
  formats: ['sov_excel'],
  enabled: true,
  parameters: { country: 'AR', page: '1', countries: ['AR'] },
  filters: { startDate: '2024-06-01', endDate: '2024-06-16' },
  dateCreated: '2024-06-01T00:00:00.000Z',
  lastModified: '2024-06-01T00:00:00.000Z',
};

async function signedInServices(routes = {}) {
  const api = createFakeApi(routes, { refreshToken: fakeToken({ name: 'Ana', surname: 'Analyst' }) });
  const services = createTestServices();
  await services.sessionController.restore();
  return { api, services };
}

describe('the shell hears the HostApi events of remotes', () => {
  it('session:refresh renews the token, so the session carries the names saved on the server', async () => {
    const { api, services } = await signedInServices();
    api.state.refreshToken = fakeToken({ name: 'Anabel', surname: 'Nueva' });

    services.host.events.emit('session:refresh', {});

    await waitFor(() =>
      expect(services.host.session.getState().claims).toMatchObject({ name: 'Anabel', surname: 'Nueva' }),
    );
    expect(services.sessionController.getToken()).toBe(api.state.refreshToken);
  });

  it('session:logout (password changed) ends the session and the login page says why', async () => {
    const { services } = await signedInServices();
    renderWithShell(<AppRoutes />, { services, url: '/dashboard/home' });

    act(() => services.host.events.emit('session:logout', { reason: 'password-changed' }));

    expect(await screen.findByText('Your password was changed. Log in with the new one.')).toBeInTheDocument();
    expect(services.host.session.getState()).toEqual({ status: 'anonymous', claims: null });
    expect(services.sessionController.getToken()).toBeNull();
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/login');
  });

  it('reports:changed and alerts:changed reload the lists the shell keeps (the sidebar)', async () => {
    const { api, services } = await signedInServices({
      'GET /v2/reports': { body: [REPORT] },
      'GET /v2/alerts': { body: [] },
    });
    const { host } = services;
    const queryClient = services.queries.provide(() => new QueryClient());
    // Observed, as the sidebar observes them: an invalidated observed query is fetched again.
    const reports = new QueryObserver(queryClient, reportsQuery(host.http));
    const alerts = new QueryObserver(queryClient, alertsQuery(host.http));
    const stop = [reports.subscribe(() => undefined), alerts.subscribe(() => undefined)];
    const count = (path: string) => api.requests.filter((request) => request.path === path).length;
    await waitFor(() => expect([count('/v2/reports'), count('/v2/alerts')]).toEqual([1, 1]));

    host.events.emit('reports:changed', {});
    await waitFor(() => expect([count('/v2/reports'), count('/v2/alerts')]).toEqual([2, 1]));
    host.events.emit('alerts:changed', {});
    await waitFor(() => expect([count('/v2/reports'), count('/v2/alerts')]).toEqual([2, 2]));
    stop.forEach((unsubscribe) => unsubscribe());
  });

  it("a language chosen through host.i18n switches the shell's texts and is kept for the next visit", async () => {
    const { services } = await signedInServices();
    await act(() => services.host.i18n.changeLanguage('pt'));
    expect(window.localStorage.getItem('suite.language')).toBe('pt');
    expect(services.i18n.t('login.title')).toBe('Entre na sua conta');
    expect(document.documentElement.lang).toBe('pt');
  });
});
