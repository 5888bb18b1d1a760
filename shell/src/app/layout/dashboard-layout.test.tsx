import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen, waitFor, within } from '@testing-library/react';
import { createFakeAuthApi } from '../../testing/fake-auth-api';
import { fakeToken } from '../../testing/fake-token';
import { renderShell } from '../../testing/render-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const loadRemoteMock = jest.mocked(loadRemote);

async function renderDashboard(url: string) {
  createFakeAuthApi({ refreshToken: fakeToken() });
  return renderShell({ url });
}

describe('DashboardLayout', () => {
  beforeEach(() => {
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

  it('toggles between dark and light mode and remembers the choice', async () => {
    loadRemoteMock.mockRejectedValue(new Error('remote down'));
    const { user, services } = await renderDashboard('/dashboard/home');
    await user.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(await screen.findByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
    expect(services.theme.getState().chosen).toBe('dark');
    expect(window.localStorage.getItem('suite.themeMode')).toBe('dark');
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
