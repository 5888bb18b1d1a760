import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CONTRACT_VERSION } from 'shared-contracts';
import { apiServer } from '../../testing/api-server';
import { dialogButton, findDialog } from '../../testing/dialogs';
import { createFakeAuthApi } from '../../testing/fake-auth-api';
import { fakeToken } from '../../testing/fake-token';
import { renderShell } from '../../testing/render-shell';
import { computeInlineStylesOnly } from 'shared-ui/testing';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const loadRemoteMock = jest.mocked(loadRemote);

async function renderDashboard(url: string) {
  createFakeAuthApi({ refreshToken: fakeToken() });
  return renderShell({ url });
}

describe('DashboardLayout', () => {
  beforeEach(() => {
    computeInlineStylesOnly();
    loadRemoteMock.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("shows a remote's failure inside the outlet while the top bar and sidebar keep working", async () => {
    loadRemoteMock.mockRejectedValue(new Error('remote down'));
    const { user } = await renderDashboard('/dashboard/shareofvoice');
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('This view could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Ana Analyst/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('link', { name: 'Home' }));
    expect(await within(main).findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Ana.')).toBeInTheDocument();
  });

  it('keeps a failing Compare to its own outlet: the other views still load', async () => {
    loadRemoteMock.mockImplementation(async (id) => {
      if (id === 'mf_compare/App') throw new Error('compare down');
      return { default: () => <h1>Share of Voice remote</h1>, contractVersion: CONTRACT_VERSION };
    });
    const { user } = await renderDashboard('/dashboard/compare');
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('This view could not be loaded')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('link', { name: 'Share of Voice' }));
    expect(await within(main).findByRole('heading', { name: 'Share of Voice remote' })).toBeInTheDocument();
  });

  it('toggles between dark and light mode and remembers the choice', async () => {
    loadRemoteMock.mockRejectedValue(new Error('remote down'));
    const { user, services } = await renderDashboard('/dashboard/home');
    await user.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(await screen.findByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
    expect(services.theme.getState().chosen).toBe('dark');
    expect(window.localStorage.getItem('suite.themeMode')).toBe('dark');
  });

  it('draws no view under the terms dialog, and the view once the terms are accepted', async () => {
    loadRemoteMock.mockResolvedValue({ default: () => <h1>Share of Voice remote</h1>, contractVersion: '1.0.0' });
    createFakeAuthApi({ refreshToken: fakeToken({ termsAccepted: false, termsAcceptedAt: null }) });
    apiServer.use(
      http.get('/api/v2/messages/all', () => HttpResponse.json([])),
      http.post('/api/v2/account/terms/accept', () => HttpResponse.json({ status: 'ok' })),
    );
    const { user } = await renderShell({ url: '/dashboard/shareofvoice' });
    const terms = await findDialog('Terms of use');
    const main = screen.getByRole('main');
    expect(within(main).getByText('Accept the terms of use to see the market data.')).toBeInTheDocument();
    expect(within(main).queryByRole('heading', { name: 'Share of Voice remote' })).not.toBeInTheDocument();

    await user.click(dialogButton(terms, 'Accept'));
    expect(await within(main).findByRole('heading', { name: 'Share of Voice remote' })).toBeInTheDocument();
    expect(within(main).queryByText('Accept the terms of use to see the market data.')).not.toBeInTheDocument();
  });

  it('opens account settings from the account menu', async () => {
    loadRemoteMock.mockResolvedValue({ default: () => <h1>Account remote</h1>, contractVersion: '1.0.0' });
    const { user } = await renderDashboard('/dashboard/home');
    await user.click(screen.getByRole('button', { name: /Ana Analyst/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Account settings/ }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/dashboard/account'),
    );
    expect(await screen.findByRole('heading', { name: 'Account remote' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_account/App');
  });
});
