import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { ROLES, type EnvironmentFile, type RemoteHealthResponse } from 'shared-contracts';
import { setRemotePlan } from '../../features/remote-view/lib/remote-plan';
import { remoteLoadsStore } from '../../features/remote-view/stores/remote-loads-store';
import { apiServer } from '../../testing/api-server';
import { createFakeAuthApi } from '../../testing/fake-auth-api';
import { fakeToken } from '../../testing/fake-token';
import { renderWithShell } from '../../testing/render-shell';
import { TEST_AUDIENCE, TEST_ENV } from '../../testing/test-env';
import { createShellServices } from '../create-shell-services';
import { createShellI18n } from '../../lib/i18n';
import { DiagnosticsRoute } from './diagnostics-route';
import { resolveRemotePlan } from './resolve-remote-plan';
import { computeInlineStylesOnly } from 'shared-ui/testing';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const HEALTH: RemoteHealthResponse = {
  env: 'test',
  windowMinutes: 60,
  rows: [
    {
      remote: 'mf-sov',
      version: '1.1.0',
      channel: 'canary',
      loads: 12,
      failures: 3,
      failurePercent: 25,
      p95LoadMs: 640,
      failuresByPhase: { manifest: 0, entry: 1, module: 0, render: 2 },
      rolledBackAt: '2026-11-23T10:00:00.000Z',
    },
  ],
};

/** The auth fake, the health call of the test environment answering HEALTH, and no lockouts. */
function fakeApi(token: string) {
  createFakeAuthApi({ refreshToken: token });
  apiServer.use(
    http.get('/api/v2/federation/health', ({ request }) =>
      new URL(request.url).searchParams.get('env') === 'test' ? HttpResponse.json(HEALTH) : undefined,
    ),
    http.get('/api/v2/admin/login-lockouts', () => HttpResponse.json({ lockouts: [] })),
  );
}

async function renderDiagnostics(env: EnvironmentFile, roles?: string[]) {
  const token = fakeToken(roles ? { roles } : {});
  fakeApi(token);
  const services = createShellServices({ env, i18n: createShellI18n('en') });
  await services.sessionController.restore();
  return renderWithShell(<DiagnosticsRoute />, { services, url: '/dashboard/diagnostics' });
}

describe('diagnostics route', () => {
  beforeEach(() => {
    computeInlineStylesOnly();
    setRemotePlan(resolveRemotePlan(TEST_ENV, { 'mf-sov': '1.1.0' }, TEST_AUDIENCE));
    remoteLoadsStore.setState({ loads: {} });
    remoteLoadsStore.getState().record('mf-sov', { status: 'loaded', contractVersion: '1.0.0', loadMs: 412.4 });
    remoteLoadsStore.getState().record('mf-account', { status: 'incompatible', contractVersion: '2.0.0', loadMs: 80 });
  });
  afterEach(() => {
    setRemotePlan(null);
    jest.restoreAllMocks();
  });

  it('lists each remote with its version, manifest URL, contract and load time to super admins', async () => {
    await renderDiagnostics(TEST_ENV, [ROLES.superAdmin]);
    expect(await screen.findByRole('heading', { name: 'Diagnostics' })).toBeInTheDocument();
    expect(screen.getByText(/Environment test \(not production\)/)).toBeInTheDocument();
    const sov = screen.getByRole('row', { name: /^mf-sov/ });
    expect(within(sov).getByText('1.1.0')).toBeInTheDocument();
    expect(within(sov).getByText('test override, pinned 1.0.0')).toBeInTheDocument();
    expect(within(sov).getByText('http://remotes.test/mf-sov/1.1.0/mf-manifest.json')).toBeInTheDocument();
    expect(within(sov).getByText('412 ms')).toBeInTheDocument();
    expect(within(sov).getByText('Loaded')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /^mf-account/ })).getByText('Incompatible')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /^mf-snapshots/ })).getByText('Not loaded yet')).toBeInTheDocument();
  });

  it('says which side of a canary this page drew, and why', async () => {
    const pin = TEST_ENV.remotes['mf-investment'];
    const canary = { version: '1.2.0', manifestUrl: 'http://remotes.test/mf-investment/1.2.0/mf-manifest.json' };
    const env = (percent: number): EnvironmentFile => ({
      ...TEST_ENV,
      remotes: { ...TEST_ENV.remotes, 'mf-investment': { ...pin!, canary: { ...canary, percent } } },
    });
    setRemotePlan(resolveRemotePlan(env(100), {}, TEST_AUDIENCE));
    const { unmount } = await renderDiagnostics(env(100), [ROLES.superAdmin]);
    const onCanary = await screen.findByRole('row', { name: /^mf-investment/ });
    expect(within(onCanary).getByText('1.2.0')).toBeInTheDocument();
    expect(within(onCanary).getByText(/^canary for 100 % of users: this user drew \d+\.\d\d$/)).toBeInTheDocument();
    unmount();

    setRemotePlan(resolveRemotePlan(env(0), {}, TEST_AUDIENCE));
    const { unmount: unmount2 } = await renderDiagnostics(env(0), [ROLES.superAdmin]);
    const onStable = await screen.findByRole('row', { name: /^mf-investment/ });
    expect(
      within(onStable).getByText(/^stable: canary 1\.2\.0 goes to 0 % of users, this user drew \d+\.\d\d$/),
    ).toBeInTheDocument();
    unmount2();

    setRemotePlan(resolveRemotePlan(env(100), {}, TEST_AUDIENCE, new Set(['mf-investment@1.2.0'])));
    await renderDiagnostics(env(100), [ROLES.superAdmin]);
    const rolledBack = await screen.findByRole('row', { name: /^mf-investment/ });
    expect(within(rolledBack).getByText('stable: canary 1.2.0 was rolled back (its loads failed)')).toBeInTheDocument();
    expect(within(rolledBack).getByText('1.0.0')).toBeInTheDocument();
  });

  it("shows each remote version's loads of the last hour as browsers reported them", async () => {
    await renderDiagnostics(TEST_ENV, [ROLES.superAdmin]);
    const table = await screen.findByRole('table', { name: 'Remote loads in the last hour' });
    const canary = await within(table).findByRole('row', { name: /^mf-sov/ });
    expect(within(canary).getByText('canary')).toBeInTheDocument();
    expect(within(canary).getByText('12')).toBeInTheDocument();
    expect(within(canary).getByText('3 (25 %)')).toBeInTheDocument();
    expect(within(canary).getByText('entry 1, render 2')).toBeInTheDocument();
    expect(within(canary).getByText('640 ms')).toBeInTheDocument();
  });

  it.each([
    ['outside production', TEST_ENV],
    ['in production', { ...TEST_ENV, production: true }],
  ])('sends users who are not super admins to /404 %s', async (_where, env) => {
    await renderDiagnostics(env);
    await waitFor(() => expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(/^\/404$/));
  });

  it('in production shows the panel to super admins', async () => {
    await renderDiagnostics({ ...TEST_ENV, production: true }, [ROLES.superAdmin]);
    expect(await screen.findByText(/Environment test \(production\)/)).toBeInTheDocument();
  });
});
