import { screen, waitFor, within } from '@testing-library/react';
import { emptyFilterGroups } from 'shared-contracts';
import { computeInlineStylesOnly } from 'shared-ui/testing';
import { renderToolbar } from '../testing/render-toolbar';
import { setScreenWidth } from '../testing/screen-width';
import { pickOption } from '../testing/pick-option';

const acme = { id: 11, label: 'Acme Bank', value: '11' };
const video = { id: 5, label: 'Video ADs', value: '5' };

describe('SearchToolbar', () => {
  beforeEach(() => {
    computeInlineStylesOnly();
    setScreenWidth(1280);
  });
  afterEach(() => jest.restoreAllMocks());

  it('on a phone shows its actions as icons named by their labels, on one row', async () => {
    setScreenWidth(390);
    await renderToolbar();
    for (const name of ['Advanced search', 'Alerts', 'Clear filters', 'Search in new tab', 'Share']) {
      const button = screen.getByRole('button', { name });
      expect(button).not.toHaveTextContent(name);
    }
    // Apply has no icon: it keeps its word.
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveTextContent('Apply');
  });

  it('keeps Apply disabled until a filter is queued, then applies the queue', async () => {
    const { user, search } = await renderToolbar();
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Advanced search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Advanced search' });
    await pickOption(user, 'Formats', 'Video ADs');
    expect(search().parameterQueue.formats).toEqual([video]);
    // The footer's Close (the corner's close button shares the name).
    const [, footerClose] = within(dialog).getAllByRole('button', { name: 'Close' });
    await user.click(footerClose as HTMLElement);

    const queued = screen.getByRole('list', { name: 'Queued filters' });
    expect(within(queued).getByText('Formats: Video ADs')).toBeInTheDocument();
    expect(apply).toBeEnabled();
    await user.click(apply);

    expect(search().advancedFilters.formats).toEqual([video]);
    expect(apply).toBeDisabled();
    expect(
      within(screen.getByRole('list', { name: 'Applied filters' })).getByText('Formats: Video ADs'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Advanced search \(1 active filter group\)/ })).toBeInTheDocument();
  });

  it('counts the filter groups with applied filters on the badge', async () => {
    await renderToolbar({
      search: {
        advancedFilters: { ...emptyFilterGroups(), advertisers: [acme, { ...acme, id: 12 }], formats: [video] },
      },
    });
    expect(screen.getByRole('button', { name: /Advanced search \(2 active filter groups\)/ })).toBeInTheDocument();
  });

  it('removes queued and applied chips one by one', async () => {
    const { user, search } = await renderToolbar({
      search: {
        advancedFilters: { ...emptyFilterGroups(), advertisers: [acme] },
        parameterQueue: { ...emptyFilterGroups(), formats: [video] },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Remove Formats: Video ADs' }));
    expect(search().parameterQueue.formats).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Remove Advertisers: Acme Bank' }));
    expect(search().advancedFilters.advertisers).toEqual([]);
    expect(screen.queryByRole('list', { name: 'Applied filters' })).not.toBeInTheDocument();
  });

  it('clears to the first allowed country, the last 15 days, no filters and tab 0', async () => {
    const { user, search } = await renderToolbar({
      search: {
        countries: ['BR', 'CL'],
        startDate: '2024-01-01',
        selectedTab: 1,
        advancedFilters: { ...emptyFilterGroups(), advertisers: [acme] },
      },
    });
    await user.click(screen.getByRole('button', { name: /Clear filters/ }));
    expect(search()).toMatchObject({ countries: ['AR'], selectedTab: 0 });
    expect(search().advancedFilters.advertisers).toEqual([]);
    expect(screen.getByRole('button', { name: /Countries: AR$/ })).toBeInTheDocument();
  });

  it('opens the alerts dialog of the shell', async () => {
    const { user, services } = await renderToolbar();
    await user.click(screen.getByRole('button', { name: /Alerts/ }));
    expect(services.dialogs.getState().open).toEqual({ kind: 'alerts' });
  });

  it('shows no toolbar away from data pages', async () => {
    await renderToolbar({ url: '/dashboard/home' });
    expect(screen.queryByRole('region', { name: 'Search toolbar' })).not.toBeInTheDocument();
  });

  it('hides the toolbar on a page the roles forbid', async () => {
    await renderToolbar({ page: 'investment', claims: { roles: ['ROLE_FEATURE_SHARE_OF_VOICE'] } });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Search toolbar' })).not.toBeInTheDocument());
  });
});
