import { act, screen, waitFor } from '@testing-library/react';
import { emptyFilterGroups, encodeShareLink } from 'shared-contracts';
import { computeInlineStylesOnly } from 'shared-ui/testing';
import { renderToolbar } from '../testing/render-toolbar';

const acme = { id: 11, label: 'Acme Bank', value: '11' };
const location = () => screen.getByRole('status', { name: 'Current location' }).textContent;
// The clipboard answers after a macrotask, while the notification still animates: inside act.
const copiedText = () => act(() => navigator.clipboard.readText());

describe('share links', () => {
  beforeEach(() => computeInlineStylesOnly());
  afterEach(() => jest.restoreAllMocks());

  it('copies a link with the query of the spec and says so', async () => {
    const { user } = await renderToolbar({
      search: {
        countries: ['AR', 'BR'],
        startDate: '2024-06-01',
        endDate: '2024-06-30',
        selectedTab: 1,
        advancedFilters: { ...emptyFilterGroups(), advertisers: [acme] },
      },
    });
    await user.click(screen.getByRole('button', { name: /Share/ }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    const advertiser = encodeURIComponent(JSON.stringify(acme));
    expect(await copiedText()).toBe(
      `http://localhost/dashboard/shareofvoice?countries=AR,,BR&from=2024-06-01&to=2024-06-30&tab=1&advertisers=${advertiser}`,
    );
  });

  it('adds the snap type and filter on Snapshots', async () => {
    const { user } = await renderToolbar({ page: 'snapshots', search: { snapType: 'advertisers', snapFilter: acme } });
    await user.click(screen.getByRole('button', { name: /Share/ }));
    await screen.findByText('Link copied');
    const url = new URL(await copiedText());
    expect(url.searchParams.get('snapType')).toBe('advertisers');
    expect(JSON.parse(url.searchParams.get('snapFilter') ?? '')).toEqual(acme);
  });

  it('applies the search of a link it opens, then leaves the address clean', async () => {
    const query = encodeShareLink({
      countries: ['BR', 'CL'],
      startDate: '2024-05-01',
      endDate: '2024-05-31',
      selectedTab: 1,
      advancedFilters: { ...emptyFilterGroups(), advertisers: [acme] },
    });
    const { search } = await renderToolbar({ url: `/dashboard/shareofvoice?${query}&utm=mail` });
    await waitFor(() => expect(location()).toBe('/dashboard/shareofvoice?utm=mail'));
    expect(search()).toMatchObject({
      countries: ['BR', 'CL'],
      startDate: '2024-05-01',
      endDate: '2024-05-31',
      selectedTab: 1,
    });
    expect(search().advancedFilters.advertisers).toEqual([acme]);
    expect(screen.getByRole('button', { name: /Countries: BR, CL$/ })).toBeInTheDocument();
  });

  it('keeps the current search when a link cannot be read, and says why', async () => {
    const { search } = await renderToolbar({
      url: '/dashboard/shareofvoice?countries=AR&from=2024-02-30&to=2024-03-31',
    });
    expect(
      await screen.findByText('This search link could not be read (its dates). Your current search was kept.'),
    ).toBeInTheDocument();
    expect(search().countries).toEqual(['AR']);
    expect(location()).toBe('/dashboard/shareofvoice?countries=AR&from=2024-02-30&to=2024-03-31');
  });

  it('keeps the current search when none of the countries of a link is the user\u2019s', async () => {
    const { search } = await renderToolbar({
      url: '/dashboard/shareofvoice?countries=VE&from=2024-05-01&to=2024-05-31',
    });
    expect(
      await screen.findByText(
        'The countries of this search are not available to your account. Your current search was kept.',
      ),
    ).toBeInTheDocument();
    expect(search().countries).toEqual(['AR']);
  });
});
