import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen, waitFor } from '@testing-library/react';
import { useStore } from 'zustand';
import { CONTRACT_VERSION, type RemotePageProps } from 'shared-contracts';
import { createFallbackModule } from '../../../app/federation/fallback-module';
import { resolveRemotePlan } from '../../../app/federation/resolve-remote-plan';
import { TEST_AUDIENCE, TEST_ENV } from '../../../testing/test-env';
import { setRemoteLoadSink } from '../lib/load-telemetry';
import { setRemotePlan } from '../lib/remote-plan';
import { remoteLoadsStore } from '../stores/remote-loads-store';
import { createTestServices, renderWithShell } from '../../../testing/render-shell';
import { warmRemote } from '../lib/warm-remote';
import { RemoteView } from './remote-view';
import { computeInlineStylesOnly } from 'shared-ui/testing';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const loadRemoteMock = jest.mocked(loadRemote);

function SovPage({ host, page }: RemotePageProps) {
  const countries = useStore(host.search, (state) => state.countries);
  return <h1>{`Share of Voice (${page}) for ${countries.length} countries`}</h1>;
}

function renderView() {
  return renderWithShell(<RemoteView remote="mf-sov" page="shareofvoice" />, {
    services: createTestServices(),
  });
}

/** Share of Voice's page, built for this contract version, warmed (loaded ahead) under a plan. */
async function warmSovPage(contractVersion: string) {
  setRemotePlan(resolveRemotePlan(TEST_ENV, {}, TEST_AUDIENCE));
  loadRemoteMock.mockResolvedValue({ default: SovPage, contractVersion });
  warmRemote('mf-sov');
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('RemoteView', () => {
  beforeEach(() => {
    computeInlineStylesOnly();
    loadRemoteMock.mockReset();
    remoteLoadsStore.setState({ loads: {} });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    setRemotePlan(null);
    jest.restoreAllMocks();
  });

  it("loads the remote's App and gives it the host and the page", async () => {
    loadRemoteMock.mockResolvedValue({ default: SovPage, contractVersion: '1.4.0' });
    renderView();
    expect(
      await screen.findByRole('heading', { name: 'Share of Voice (shareofvoice) for 0 countries' }),
    ).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_sov/App');
  });

  it('shows the failure in place of the view, and Retry loads it again without a reload', async () => {
    loadRemoteMock
      .mockRejectedValueOnce(new Error('ScriptNetworkError'))
      .mockResolvedValueOnce({ default: SovPage, contractVersion: '1.0.0' });
    const { user } = renderView();
    expect(await screen.findByText('This view could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: /Share of Voice/ })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it("treats the fallback plugin's module as a failure with a retry", async () => {
    loadRemoteMock.mockResolvedValue(createFallbackModule('mf_sov/App', new Error('manifest 404')));
    renderView();
    expect(await screen.findByText('This view could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('refuses a remote built for another contract major and says which versions clash', async () => {
    loadRemoteMock.mockResolvedValue({ default: SovPage, contractVersion: '2.0.0' });
    renderView();
    expect(
      await screen.findByText('This view is not compatible with this version of the dashboard'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`The view was built for contract 2.0.0; the dashboard uses contract ${CONTRACT_VERSION}.`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Share of Voice/ })).not.toBeInTheDocument();
  });

  it('keeps a view that throws while rendering inside its own failure', async () => {
    function Broken(): never {
      throw new Error('boom');
    }
    loadRemoteMock.mockResolvedValue({ default: Broken, contractVersion: '1.0.0' });
    renderView();
    expect(await screen.findByText('This view could not be loaded')).toBeInTheDocument();
  });

  it('refuses a module that has no page component', async () => {
    loadRemoteMock.mockResolvedValue({ contractVersion: '1.0.0' });
    renderView();
    expect(await screen.findByText('This view could not be loaded')).toBeInTheDocument();
  });

  it('records the load time and the contract version the remote reported', async () => {
    loadRemoteMock.mockResolvedValue({ default: SovPage, contractVersion: '1.4.0' });
    renderView();
    await screen.findByRole('heading', { name: /Share of Voice/ });
    expect(remoteLoadsStore.getState().loads['mf-sov']).toEqual({
      status: 'loaded',
      contractVersion: '1.4.0',
      loadMs: expect.any(Number),
    });
  });

  it('shows a page warmed before at once, without its loading state, and still records its load', async () => {
    await warmSovPage('1.4.0');
    renderView();
    // In the first render: no spinner between the click and the view.
    expect(screen.getByRole('heading', { name: 'Share of Voice (shareofvoice) for 0 countries' })).toBeInTheDocument();
    expect(screen.queryByText('Loading view…')).toBeNull();
    await waitFor(() => expect(remoteLoadsStore.getState().loads['mf-sov']?.status).toBe('loaded'));
  });

  it('loads a warmed page that fails its checks as any other, with its failure in the outlet', async () => {
    await warmSovPage('9.0.0');
    renderView();
    expect(
      await screen.findByText('This view is not compatible with this version of the dashboard'),
    ).toBeInTheDocument();
    expect(remoteLoadsStore.getState().loads['mf-sov']?.status).toBe('incompatible');
  });

  it('in production refuses a manifest URL off the allow-list, in its outlet, without loading it', async () => {
    const env = {
      ...TEST_ENV,
      production: true,
      allowedOrigins: ['http://remotes.test'],
      remotes: { ...TEST_ENV.remotes, 'mf-sov': { version: '1.0.0', manifestUrl: 'https://evil.test/1.0.0/m.json' } },
    };
    setRemotePlan(resolveRemotePlan(env, {}, TEST_AUDIENCE));
    renderView();
    expect(await screen.findByText('This view may not be loaded here')).toBeInTheDocument();
    expect(
      screen.getByText("Its address https://evil.test is not on this environment's list of allowed origins."),
    ).toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();
    expect(remoteLoadsStore.getState().loads['mf-sov']?.status).toBe('refused');
  });

  it('reports the first load of the page, each failure by phase, and a view that throws while rendering', async () => {
    const reported = jest.fn();
    setRemotePlan(resolveRemotePlan(TEST_ENV, {}, TEST_AUDIENCE));
    function BrokenPage(): never {
      throw new Error('the view broke');
    }
    loadRemoteMock
      .mockRejectedValueOnce(new Error('ScriptNetworkError'))
      .mockResolvedValueOnce({ default: BrokenPage, contractVersion: '1.0.0' });
    const { user } = renderView();
    // After the shell's services, which point the sink at their tracker.
    setRemoteLoadSink(reported);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('This view could not be loaded')).toBeInTheDocument();
    expect(reported.mock.calls.map(([load]) => [load.outcome, load.phase])).toEqual([
      ['failed', 'module'],
      ['loaded', null],
      ['failed', 'render'],
    ]);
    expect(reported).toHaveBeenLastCalledWith(
      expect.objectContaining({ env: 'test', remote: 'mf-sov', version: '1.0.0', channel: 'stable' }),
    );
    setRemoteLoadSink(null);
  });
});
