import { screen, waitFor, within } from '@testing-library/react';
import { createFakeAuthFetch } from '../../testing/fake-auth-api';
import { fakeToken, SOV_ONLY_ROLES } from '../../testing/fake-token';
import { createTestServices, renderWithShell } from '../../testing/render-shell';
import { SidebarMenu } from './sidebar-menu';

async function renderSidebar(roles: string[]) {
  const services = createTestServices({
    fetchImpl: createFakeAuthFetch({ refreshToken: fakeToken({ roles }) }).fetchImpl,
  });
  await services.sessionController.restore();
  const view = renderWithShell(<SidebarMenu />, { services, url: '/dashboard/home' });
  // antd's Menu registers its items in a microtask after mounting; let it settle.
  await screen.findByRole('navigation', { name: 'Main navigation' });
  return view;
}

const navigation = () => screen.getByRole('navigation', { name: 'Main navigation' });
const linkNames = () =>
  within(navigation())
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('SidebarMenu', () => {
  it('lists every page, in the spec order, for the analyst', async () => {
    await renderSidebar(['ROLE_FEATURE_SHARE_OF_VOICE', 'ROLE_FEATURE_INVESTMENT', 'ROLE_FEATURE_CAMPAIGN']);
    await waitFor(() =>
      expect(linkNames()).toEqual([
        'Home',
        'Real-Time Spend',
        'Share of Voice',
        'Spots List',
        'Campaigns',
        'Snapshots',
        'Account',
      ]),
    );
    expect(within(navigation()).getByRole('menuitem', { name: /Log Out/ })).toBeInTheDocument();
  });

  it('hides the pages a Share-of-Voice-only user may not open', async () => {
    await renderSidebar(SOV_ONLY_ROLES);
    await waitFor(() => expect(linkNames()).toEqual(['Home', 'Share of Voice', 'Snapshots', 'Account']));
  });

  it('navigates without reloading and starts the new page on its first result page', async () => {
    const { user, services } = await renderSidebar(SOV_ONLY_ROLES);
    services.search.setState({ paginationParameters: { requestedPageNumber: 3, requestedResults: 15 } });
    await user.click(within(navigation()).getByRole('link', { name: 'Snapshots' }));
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/dashboard/snapshots');
    expect(services.search.getState().paginationParameters.requestedPageNumber).toBe(1);
  });
});
