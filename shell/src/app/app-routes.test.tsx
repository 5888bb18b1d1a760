import { configure, screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { createFakeApi } from '../testing/fake-api';
import { createFakeAuthApi } from '../testing/fake-auth-api';
import { fakeToken, SOV_ONLY_ROLES } from '../testing/fake-token';
import { renderShell } from '../testing/render-shell';
import { computeInlineStylesOnly } from 'shared-ui/testing';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async () => ({
    default: ({ page }: { page: string }) => <h1>{`Remote page ${page}`}</h1>,
    contractVersion: '1.0.0',
  })),
}));

// After login the whole dashboard frame renders; on a loaded machine that takes more than 1 s.
configure({ asyncUtilTimeout: 5000 });

const location = () => screen.getByRole('status', { name: 'Current location' });

async function logIn(user: Awaited<ReturnType<typeof renderShell>>['user']) {
  await user.type(await screen.findByLabelText('Email'), 'analyst@demo.test');
  await user.type(screen.getByLabelText('Password'), 'demo1234');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('routes and session', () => {
  beforeEach(() => computeInlineStylesOnly());
  afterEach(() => jest.restoreAllMocks());

  it('sends / to the login page', async () => {
    createFakeAuthApi();
    await renderShell({ url: '/' });
    expect(location()).toHaveTextContent(/^\/login$/);
    expect(screen.getByRole('heading', { name: 'Log in to your account' })).toBeInTheDocument();
  });

  it('stores a logged-out deep link and restores it, query included, after login', async () => {
    createFakeAuthApi({ loginToken: fakeToken() });
    const { user } = await renderShell({
      url: '/dashboard/investment?countries=AR&from=2024-06-01',
    });
    expect(location()).toHaveTextContent(/^\/login$/);
    await logIn(user);
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard/investment?countries=AR&from=2024-06-01'));
    expect(await screen.findByRole('heading', { name: 'Remote page investment' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.deepLink)).toBeNull();
  });

  it('lands the analyst on Share of Voice when no deep link was stored', async () => {
    createFakeAuthApi({ loginToken: fakeToken() });
    const { user } = await renderShell({
      url: '/login',
    });
    await logIn(user);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard\/shareofvoice$/));
  });

  it.each([
    [['ROLE_FEATURE_CAMPAIGN'], '/dashboard/campaigns'],
    [['ROLE_FEATURE_INVESTMENT'], '/dashboard/investment'],
    [[], '/dashboard/home'],
  ])('lands roles %j on %s', async (roles, landing) => {
    createFakeAuthApi({ loginToken: fakeToken({ roles }) });
    const { user } = await renderShell({
      url: '/login',
    });
    await logIn(user);
    await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^${landing}$`)));
  });

  it('drops an unsafe stored deep link and lands by roles instead', async () => {
    window.sessionStorage.setItem(STORAGE_KEYS.deepLink, 'https://evil.test/dashboard/investment');
    createFakeAuthApi({ loginToken: fakeToken() });
    const { user } = await renderShell({
      url: '/login',
    });
    await logIn(user);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard\/shareofvoice$/));
    expect(window.sessionStorage.getItem(STORAGE_KEYS.deepLink)).toBeNull();
  });

  it('shows the server message on wrong credentials', async () => {
    createFakeAuthApi({ loginToken: fakeToken(), password: 'other' });
    const { user } = await renderShell({
      url: '/login',
    });
    await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something is wrong with your email and password!');
    expect(location()).toHaveTextContent(/^\/login$/);
  });

  it('restores the session from the refresh cookie, so a reload stays on the page', async () => {
    createFakeAuthApi({ refreshToken: fakeToken() });
    await renderShell({
      url: '/dashboard/snapshots',
    });
    expect(await screen.findByRole('heading', { name: 'Remote page snapshots' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/dashboard\/snapshots$/);
  });

  it.each(['/login', '/dashboard'])('sends a logged-in user from %s to the landing page', async (url) => {
    createFakeAuthApi({ refreshToken: fakeToken() });
    await renderShell({ url });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard\/shareofvoice$/));
  });

  it('opens a saved report path of a report page', async () => {
    // The page opens whatever the report's own call answers: here the API knows no report 42.
    createFakeApi(
      { 'GET /v2/reports/42/search': { status: 404, body: { error: 'Not Found' } } },
      { refreshToken: fakeToken() },
    );
    await renderShell({
      url: '/dashboard/shareofvoice/42',
    });
    expect(await screen.findByRole('heading', { name: 'Remote page shareofvoice' })).toBeInTheDocument();
  });

  it('sends a page the roles do not allow to /404', async () => {
    createFakeAuthApi({ refreshToken: fakeToken({ roles: SOV_ONLY_ROLES }) });
    await renderShell({
      url: '/dashboard/investment',
    });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/404$/));
    expect(screen.getByText('Page not found')).toBeInTheDocument();
  });

  it('sends an unknown dashboard path to /404, whose button goes back to Share of Voice', async () => {
    createFakeAuthApi({ refreshToken: fakeToken() });
    const { user } = await renderShell({
      url: '/dashboard/nowhere',
    });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/404$/));
    await user.click(screen.getByRole('button', { name: 'Back to home' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/dashboard\/shareofvoice$/));
  });

  it('shows the not-found page for an unknown public path', async () => {
    createFakeAuthApi();
    await renderShell({ url: '/somewhere' });
    expect(screen.getByText('Page not found')).toBeInTheDocument();
  });

  it('renders the marketing remote without a login', async () => {
    const { calls } = createFakeAuthApi();
    await renderShell({ url: '/marketing/signup' });
    expect(await screen.findByRole('heading', { name: 'Remote page home' })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/marketing\/signup$/);
    expect(calls.map((call) => call.path)).not.toContain('/login');
  });

  it('logs out from the account menu: server told, session and search cleared, back to login', async () => {
    const api = createFakeAuthApi({ refreshToken: fakeToken() });
    const { user, services } = await renderShell({ url: '/dashboard/home' });
    expect(services.search.getState().countries).toEqual(['AR']);
    await user.click(await screen.findByRole('button', { name: /Ana Analyst/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Log Out/ }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/login$/));
    expect(api.calls.map((call) => call.path)).toContain('/auth/logout');
    expect(services.sessionController.getToken()).toBeNull();
    expect(services.search.getState().countries).toEqual([]);
    expect(window.sessionStorage.getItem(STORAGE_KEYS.deepLink)).toBeNull();
  });
});
