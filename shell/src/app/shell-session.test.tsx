import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { findDialog, waitForDialogClosed } from '../testing/dialogs';
import { createFakeApi } from '../testing/fake-api';
import { fakeToken } from '../testing/fake-token';
import { createTestServices, renderShell, renderWithShell } from '../testing/render-shell';
import { AppRoutes } from './app-routes';
import { computeInlineStylesOnly } from 'shared-ui/testing';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => ({
    default: ({ page }: { page: string }) => <h1>{`Remote page ${page}`}</h1>,
    contractVersion: '1.0.0',
  })),
}));

// The whole dashboard frame renders in these tests; on a loaded machine that takes more than 1 s.
configure({ asyncUtilTimeout: 5000 });

const location = () => screen.getByRole('status', { name: 'Current location' });
const ROUTES = {
  'GET /v2/news': { body: [] },
  'GET /v2/reports': { body: [] },
  'GET /v2/alerts': { body: [] },
  'GET /v2/messages/all': { body: [] },
};

// Role queries read inline styles only: jsdom matching antd's rules made each take seconds.
beforeEach(() => computeInlineStylesOnly());
afterEach(() => jest.restoreAllMocks());

describe('the session in the whole shell', () => {
  it('persists the search of the session (not its countries, never the password) and resumes it after a reload', async () => {
    const api = createFakeApi(ROUTES, { loginToken: fakeToken() });
    const { user, services } = await renderShell({ url: '/login' });
    await user.type(await screen.findByLabelText('Email'), 'analyst@demo.test');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard\/shareofvoice$/));
    act(() => services.search.setState({ startDate: '2024-05-01', endDate: '2024-05-31', selectedTab: 1 }));

    const everything = JSON.stringify({ ...window.localStorage }) + JSON.stringify({ ...window.sessionStorage });
    expect(everything).not.toContain('demo1234');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.search) ?? 'null')).toMatchObject({
      version: 10.2,
      state: { startDate: '2024-05-01', endDate: '2024-05-31', selectedTab: 1 },
    });

    // A reload: new services, the session restored from the refresh cookie.
    api.state.refreshToken = fakeToken();
    const reloaded = createTestServices();
    await reloaded.sessionController.restore();
    expect(reloaded.search.getState()).toMatchObject({ countries: ['AR'], startDate: '2024-05-01', selectedTab: 1 });
  });

  it('logs out from the account menu: credentials, search and stored search gone', async () => {
    createFakeApi(ROUTES, { refreshToken: fakeToken() });
    const { user, services } = await renderShell({ url: '/dashboard/home' });
    act(() => services.search.setState({ startDate: '2024-05-01' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.search)).toContain('2024-05-01');
    await user.click(await screen.findByRole('button', { name: /Ana Analyst/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Log Out/ }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
    expect(window.localStorage.getItem(STORAGE_KEYS.search)).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.loginState) ?? 'null')?.state).toEqual({
      userIsLoggedIn: false,
      username: 'analyst@demo.test',
    });
    expect(services.search.getState().countries).toEqual([]);
    expect(services.sessionController.session.getState().claims).toBeNull();
  });

  it('logs out when a token with roles that are not a list is offered on login', async () => {
    createFakeApi(ROUTES, { loginToken: fakeToken({ roles: 'ROLE_SUPER_ADMIN' as unknown as string[] }) });
    const { user, services } = await renderShell({ url: '/login' });
    await user.type(await screen.findByLabelText('Email'), 'analyst@demo.test');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(services.sessionController.session.getState().status).toBe('anonymous');
    expect(location()).toHaveTextContent(/^\/login$/);
  });

  it('opens the dialogs a remote asks for through host.openDialog', async () => {
    createFakeApi(ROUTES, { refreshToken: fakeToken() });
    const { services, user } = await renderShell({ url: '/dashboard/home' });
    await screen.findByRole('heading', { name: 'Home' });

    act(() => services.host.openDialog({ kind: 'alerts' }));
    const alerts = await findDialog('You have no alerts yet.');
    await user.click(within(alerts).getByRole('button', { name: 'Close', hidden: true }));
    await waitForDialogClosed('You have no alerts yet.');

    act(() => services.host.openDialog({ kind: 'image-gallery', images: ['/a.png', '/b.png', 'javascript:alert(1)'] }));
    const gallery = await findDialog('1 / 2');
    await user.click(within(gallery).getByRole('button', { name: 'Next image', hidden: true }));
    expect(await within(gallery).findByText('2 / 2')).toBeInTheDocument();
    await user.click(within(gallery).getByRole('button', { name: 'Close', hidden: true }));

    let finish: () => void = () => undefined;
    const download = new Promise<void>((resolve) => {
      finish = resolve;
    });
    act(() => services.host.openDialog({ kind: 'loading', until: download }));
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    await act(async () => finish());
    await waitFor(() => expect(services.dialogs.getState().open).toBeNull());
  });

  it('shows the help dialog from the sidebar, inside the dashboard', async () => {
    createFakeApi(ROUTES, { refreshToken: fakeToken() });
    const { user } = await renderShell({ url: '/dashboard/home' });
    // jsdom is narrower than the large breakpoint: the sidebar is a drawer.
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByText('Help and Support'));
    expect(await findDialog('Fields marked with * are required.')).toBeInTheDocument();
  });
});

describe('the session-expired dialog in the whole shell', () => {
  it('opens over the page when renewal fails and goes to the login page on Ok', async () => {
    const api = createFakeApi(ROUTES, { refreshToken: fakeToken() });
    const services = createTestServices();
    await services.sessionController.restore();
    const { user } = renderWithShell(<AppRoutes />, { services, url: '/dashboard/home' });
    await screen.findByRole('heading', { name: 'Home' });
    api.state.refreshToken = null;
    await act(() => services.sessionController.refresh());
    const dialog = await findDialog('Your session has expired');
    expect(location()).toHaveTextContent('/dashboard/home');
    await user.click(within(dialog).getByRole('button', { name: 'Ok', hidden: true }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
  });
});
