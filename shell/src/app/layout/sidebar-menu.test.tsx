import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { emptyFilterGroups, type SavedReport } from 'shared-contracts';
import { SOV_ONLY_ROLES } from '../../testing/fake-token';
import { renderSignedIn } from '../../testing/render-signed-in';
import { SidebarMenu } from './sidebar-menu';

const ANALYST_ROLES = ['ROLE_FEATURE_SHARE_OF_VOICE', 'ROLE_FEATURE_INVESTMENT', 'ROLE_FEATURE_CAMPAIGN'];
const REPORT = {
  id: 42,
  name: 'Weekly SOV',
  parameters: { country: 'AR', page: '1', countries: ['AR'] },
} as SavedReport;

async function renderSidebar(roles: string[], url = '/dashboard/home') {
  const view = await renderSignedIn(<SidebarMenu />, {
    url,
    claims: { roles },
    // antd's Menu registers its items in a microtask after mounting and updates itself then.
    settle: true,
    routes: {
      'GET /v2/reports': { body: [REPORT] },
      'GET /v2/alerts': { body: [] },
      'GET /v2/messages/all': { body: [] },
    },
  });
  await screen.findByRole('navigation', { name: 'Main navigation' });
  return view;
}

const navigation = () => screen.getByRole('navigation', { name: 'Main navigation' });
const linkNames = () =>
  within(navigation())
    .getAllByRole('link')
    .map((link) => link.textContent);

async function openMyReports(user: Awaited<ReturnType<typeof renderSidebar>>['user']) {
  await user.click(within(navigation()).getByText('My Reports'));
  return within(navigation()).findByRole('link', { name: 'Weekly SOV' });
}

describe('SidebarMenu', () => {
  it('lists every entry of the spec, in its order, for the analyst', async () => {
    await renderSidebar(ANALYST_ROLES);
    await waitFor(() =>
      expect(linkNames()).toEqual([
        'Home',
        'Real-Time Spend',
        'Share of Voice',
        'Spots List',
        'Campaigns',
        'Snapshots',
        'Compare',
        'Export report',
        'Account',
        'E-mail support',
      ]),
    );
    const items = within(navigation())
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(expect.arrayContaining(['Help and Support', 'Log Out']));
    // Not configured in the test environment: hidden, not broken.
    expect(within(navigation()).queryByText('Customer Center')).toBeNull();
    expect(within(navigation()).getByRole('link', { name: 'E-mail support' })).toHaveAttribute(
      'href',
      'mailto:helpdesk@adintel.test',
    );
  });

  it('hides the pages a Share-of-Voice-only user may not open, and shows export to all', async () => {
    await renderSidebar(SOV_ONLY_ROLES);
    await waitFor(() =>
      expect(linkNames()).toEqual([
        'Home',
        'Share of Voice',
        'Snapshots',
        'Compare',
        'Export report',
        'Account',
        'E-mail support',
      ]),
    );
  });

  it('loads reports, alerts and messages when it mounts', async () => {
    const { api } = await renderSidebar(ANALYST_ROLES);
    await waitFor(() =>
      expect(api.requests.map((request) => request.path).sort()).toEqual([
        '/v2/alerts',
        '/v2/messages/all',
        '/v2/reports',
      ]),
    );
  });

  it('links saved reports to Share of Voice from Snapshots', async () => {
    const { user } = await renderSidebar(ANALYST_ROLES, '/dashboard/snapshots');
    expect(await openMyReports(user)).toHaveAttribute('href', '/dashboard/shareofvoice/42');
  });

  it('links saved reports to the current section elsewhere', async () => {
    const { user } = await renderSidebar(ANALYST_ROLES, '/dashboard/investment');
    expect(await openMyReports(user)).toHaveAttribute('href', '/dashboard/investment/42');
  });

  it("opens the save-report dialog from 'Save New' and the help dialog from Help and Support", async () => {
    const { user, services } = await renderSidebar(ANALYST_ROLES);
    await openMyReports(user);
    await user.click(within(navigation()).getByText('Save New'));
    expect(services.dialogs.getState().open).toEqual({ kind: 'save-report' });
    await user.click(within(navigation()).getByText('Help and Support'));
    expect(services.dialogs.getState().open).toEqual({ kind: 'help' });
  });

  it('opens the save-report dialog with Enter, keeping that Enter from pressing the dialog too, and follows links on Enter', async () => {
    const { user, services } = await renderSidebar(ANALYST_ROLES);
    await openMyReports(user);
    const saveNew = within(navigation()).getByRole('menuitem', { name: /Save New/ });
    act(() => saveNew.focus());
    // rc-menu reads the key's `which`, which user-event leaves at 0; a browser sets it.
    const notPrevented = fireEvent.keyDown(saveNew, { key: 'Enter', keyCode: 13, which: 13 });
    expect(services.dialogs.getState().open).toEqual({ kind: 'save-report' });
    // Its default (the keypress that would press the opened dialog's Close) is cancelled.
    expect(notPrevented).toBe(false);
    // A link entry keeps Enter's default: the browser follows the link.
    const campaigns = within(navigation()).getByRole('link', { name: 'Campaigns' });
    expect(fireEvent.keyDown(campaigns, { key: 'Enter', keyCode: 13, which: 13 })).toBe(true);
  });

  it("links the export page of the current page's search, in a new tab", async () => {
    const { services } = await renderSidebar(ANALYST_ROLES, '/dashboard/investment');
    act(() => services.search.setState({ countries: ['BR'], startDate: '2024-06-01', endDate: '2024-06-20' }));
    const link = await within(navigation()).findByRole('link', { name: 'Export report' });
    expect(link).toHaveAttribute('href', '/dashboard/export/soi/excel?country=BR&since=2024-06-01&until=2024-06-20');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('links a file of every country of the search where the page shows them all, of the one it shows elsewhere', async () => {
    const { user, services } = await renderSidebar(ANALYST_ROLES, '/dashboard/shareofvoice');
    act(() => services.search.setState({ countries: ['AR', 'MX'], startDate: '2024-06-01', endDate: '2024-06-20' }));
    const link = () => within(navigation()).getByRole('link', { name: 'Export report' });
    await waitFor(() =>
      expect(link()).toHaveAttribute(
        'href',
        '/dashboard/export/sov/excel?country=AR&since=2024-06-01&until=2024-06-20&countries=AR&countries=MX',
      ),
    );
    // Said before the click: the file's countries.
    expect(link()).toHaveAccessibleDescription('The report of Argentina, Mexico, e-mailed to you');
    // Spots List shows Argentina only: its Campaign Details holds what is on screen.
    await user.click(within(navigation()).getByRole('link', { name: 'Spots List' }));
    await waitFor(() =>
      expect(link()).toHaveAttribute(
        'href',
        '/dashboard/export/campaign_details/excel?country=AR&since=2024-06-01&until=2024-06-20',
      ),
    );
    expect(services.search.getState().countries).toEqual(['AR', 'MX']);
  });

  it('follows a page change with the export link and the saved reports of the page opened', async () => {
    const { user, services } = await renderSidebar(ANALYST_ROLES, '/dashboard/shareofvoice');
    act(() => services.search.setState({ countries: ['BR'], startDate: '2024-06-01', endDate: '2024-06-20' }));
    await waitFor(() =>
      expect(within(navigation()).getByRole('link', { name: 'Export report' })).toHaveAttribute(
        'href',
        expect.stringContaining('/dashboard/export/sov/'),
      ),
    );
    await user.click(within(navigation()).getByRole('link', { name: 'Real-Time Spend' }));
    await waitFor(() =>
      expect(within(navigation()).getByRole('link', { name: 'Export report' })).toHaveAttribute(
        'href',
        expect.stringContaining('/dashboard/export/soi/'),
      ),
    );
    expect(await openMyReports(user)).toHaveAttribute('href', '/dashboard/investment/42');
  });

  it('navigates without reloading, back to page 1 of 15 results, closing the drawer, leaving the products tab', async () => {
    const { user, services } = await renderSidebar(SOV_ONLY_ROLES);
    act(() => {
      services.search.setState({
        selectedTab: 2,
        advancedFilters: emptyFilterGroups(),
        paginationParameters: { requestedPageNumber: 3, requestedResults: 50 },
      });
      services.navigation.setState({ drawerOpen: true });
    });
    await user.click(within(navigation()).getByRole('link', { name: 'Snapshots' }));
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/dashboard/snapshots');
    expect(services.search.getState()).toMatchObject({
      selectedTab: 0,
      paginationParameters: { requestedPageNumber: 1, requestedResults: 15 },
    });
    expect(services.navigation.getState().drawerOpen).toBe(false);
  });
});
