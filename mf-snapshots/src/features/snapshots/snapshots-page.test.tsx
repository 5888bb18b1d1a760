import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, NO_DATA_MESSAGE, ROLES } from 'shared-contracts';
import { ANALYST_CLAIMS, createTestHost } from 'shared-contracts/testing';
import { applySearch, computeInlineStylesOnly, renderWithHost } from 'shared-ui/testing';
import SnapshotsRoot from '../../app/exposed-root';
import {
  mockHttp,
  routePost,
  snapshotRoutes,
  snapshotRoutesWithoutSpend,
  soiAnswer,
  tableAnswer,
  tableRowsWithoutSpend,
} from './snapshots.fixtures';

jest.mock('@ant-design/plots', () => jest.requireActual('shared-ui/testing').fakeChartsModule);

const period = { startDate: '2024-06-01', endDate: '2024-06-30' };
const acme = { id: 11, label: 'Acme Bank', value: '11' };

function renderPage(post: jest.Mock, options: Parameters<typeof createTestHost>[0] = {}) {
  const host = createTestHost({ search: { countries: ['AR', 'BR'], ...period }, http: mockHttp(post), ...options });
  renderWithHost(<SnapshotsRoot host={host} page="snapshots" />, { host });
  return host;
}

const pathsAsked = (post: jest.Mock) => post.mock.calls.map(([path]) => String(path));

beforeEach(computeInlineStylesOnly);
afterEach(() => jest.restoreAllMocks());

describe('Snapshots page', () => {
  it('shows the SOV and SOI pies, the top 10, the donuts and the stats of the first country', async () => {
    const post = routePost(snapshotRoutes());
    renderPage(post);

    const sovPie = await screen.findByLabelText('Share of voice by industries');
    expect(await within(sovPie).findByText(/^Retail \| 33\.33/)).toBeInTheDocument();
    expect(await screen.findByLabelText('Share of investment by industries')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/v2/sov/industries',
      [{ country: 'AR', since: '2024-06-01', until: '2024-06-30' }],
      expect.objectContaining({ query: { snap: 1, lang: 'en' } }),
    );
    const topTen = screen.getByRole('table', { name: 'Top 10 industries' });
    // 'Telecommunications & Connectivity Services' cut at 27 characters.
    expect(within(topTen).getByText('Telecommunications & Connec…')).toHaveAttribute(
      'title',
      'Telecommunications & Connectivity Services',
    );
    expect(await screen.findByLabelText('Platforms')).toBeInTheDocument();
    expect(screen.getByLabelText('Sources')).toBeInTheDocument();
    // Platforms, sources and the remainder slice are named in the page's language.
    expect(post).toHaveBeenCalledWith(
      '/v2/snapshots/platforms',
      [{ country: 'AR', since: '2024-06-01', until: '2024-06-30' }],
      expect.objectContaining({ query: { lang: 'en' } }),
    );
    expect(await screen.findByText('59,3%')).toBeInTheDocument();
    expect(screen.getByText('Publishers')).toBeInTheDocument();
    expect(screen.getByLabelText('Trending SOV and SOI · Retail')).toBeInTheDocument();
    expect(screen.getByLabelText('Real-time spend (ARS)')).toBeInTheDocument();
    expect(screen.getByLabelText('Trending share of voice')).toBeInTheDocument();
    expect(await screen.findByLabelText('Share of voice by publishers')).toBeInTheDocument();
    expect(pathsAsked(post)).toEqual(
      expect.arrayContaining(['/v2/snapshots/stats/industries', '/v2/snapshots/publishers/soi', '/v2/audiences']),
    );
  });

  it('shows products once an advertiser is picked, and asks with that advertiser', async () => {
    const post = routePost(snapshotRoutes());
    const host = renderPage(post, { search: { countries: ['AR'], ...period, snapType: 'advertisers' } });
    expect(await screen.findByLabelText('Share of voice by advertisers')).toBeInTheDocument();

    applySearch(host, { snapFilter: acme });

    expect(await screen.findByLabelText('Share of voice by products')).toBeInTheDocument();
    expect(screen.getByText('Showing products of Acme Bank')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/v2/sov/products',
      [{ country: 'AR', ...{ since: '2024-06-01', until: '2024-06-30' }, advertisers: [11] }],
      expect.anything(),
    );
    expect(await screen.findByRole('table', { name: 'All products' })).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/v2/audiences', expect.objectContaining({ advertiser: 11 }), expect.anything());

    // A country change: the shell clears the filter, and the charts are advertisers again.
    applySearch(host, { countries: ['BR'], snapFilter: null });
    expect(await screen.findByLabelText('Share of voice by advertisers')).toBeInTheDocument();
    expect(screen.queryByText(/Showing products/)).not.toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/v2/sov/advertisers',
      [{ country: 'BR', since: '2024-06-01', until: '2024-06-30' }],
      expect.anything(),
    );
  });

  it("brings the full table into view from the top 10's 'View all...'", async () => {
    const user = userEvent.setup();
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this);
    });
    renderPage(routePost(snapshotRoutes()));
    const full = await screen.findByRole('table', { name: 'All industries' });
    await user.click(screen.getByRole('button', { name: 'View all...' }));
    expect(scrolled).toHaveLength(1);
    expect(scrolled[0]).toContainElement(full);
  });

  it.each([
    ['industries', 'advertisers'],
    ['publishers', 'advertisers'],
  ] as const)('shows advertisers once one of the %s is picked', async (snapType, shown) => {
    renderPage(routePost(snapshotRoutes({ [`/v2/sov/${snapType}`]: [] })), {
      search: { countries: ['AR'], ...period, snapType, snapFilter: acme },
    });
    expect(await screen.findByLabelText(`Share of voice by ${shown}`)).toBeInTheDocument();
  });

  it('goes back to page 1 of the table when the filter or the type changes', async () => {
    const user = userEvent.setup();
    const post = routePost(snapshotRoutes());
    const host = renderPage(post);
    const table = await screen.findByRole('table', { name: 'All industries' });
    expect(await within(table).findByText('Name 1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(table).findByText('Name 21')).toBeInTheDocument();
    expect(pathsAsked(post)).toContain('/v2/snapshots/table/industries/2/20');

    post.mockClear();
    applySearch(host, { snapFilter: { id: 1, label: 'Retail', value: '1' } });
    const advertisers = await screen.findByRole('table', { name: 'All advertisers' });
    expect(await within(advertisers).findByText('Name 1')).toBeInTheDocument();
    expect(pathsAsked(post).filter((path) => path.startsWith('/v2/snapshots/table'))).toEqual([
      '/v2/snapshots/table/industries/1/20',
    ]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(advertisers).findByText('Name 21')).toBeInTheDocument();

    applySearch(host, { snapType: 'publishers', snapFilter: null });
    const publishers = await screen.findByRole('table', { name: 'All publishers' });
    expect(await within(publishers).findByText('Name 1')).toBeInTheDocument();
    expect(pathsAsked(post).at(-1)).not.toBe('/v2/snapshots/table/publishers/2/20');
    expect(pathsAsked(post)).toContain('/v2/snapshots/table/publishers/1/20');
    expect(pathsAsked(post)).not.toContain('/v2/snapshots/table/publishers/2/20');
  });

  it('says so when no name is in both daily trends', async () => {
    const soi = { ...soiAnswer(['Nobody']), trendingSoI: [] };
    renderPage(routePost(snapshotRoutes({ '/v2/soi/industries': [soi] })));
    const card = (await screen.findByText('Trending SOV and SOI')).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText(/No information was found/)).toBeInTheDocument();
  });

  it("shows the snapshots' no-data text", async () => {
    renderPage(routePost(snapshotRoutes({ '/v2/sov/industries': new HttpError(404, NO_DATA_MESSAGE) })));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is no data for this snapshot. Try another type, filter or period (more than 14 days).',
    );
  });

  it('says the range must be more than 14 days when nothing was found', async () => {
    renderPage(routePost(snapshotRoutes({ '/v2/sov/industries': [] })));
    expect(
      await screen.findByText(
        'No information was found. Widen the period (it must be more than 14 days) or change the filters.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the campaigns with cut names, each opening its screenshot', async () => {
    const user = userEvent.setup();
    const host = renderPage(routePost(snapshotRoutes()));
    const carousel = await screen.findByRole('region', { name: 'Campaigns' });
    // Announced as a carousel of slides, each named by its place and its campaign.
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slide = within(carousel).getByRole('group', { name: '2 of 2: Acme · Short product' });
    expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    // 'Supermercados del Norte Unidos' is over 20 characters: cut at 15.
    expect(within(carousel).getByText('Supermercados d…')).toBeInTheDocument();
    expect(within(carousel).getByText('Short product')).toBeInTheDocument();

    const screenshot = within(carousel).getByRole('button', { name: 'Screenshot of Acme · Short product' });
    // The capture is scaled whole into the slide, never cropped.
    expect(screenshot.querySelector('img')).toHaveStyle({ objectFit: 'contain', width: '100%' });
    await user.click(screenshot);
    expect(host.record.dialogs).toEqual([
      { kind: 'image-gallery', images: ['/api/creatives/2/screenshot.svg'], title: 'Acme · Short product' },
    ]);
  });

  it('says where spend would be that it is not in the plan, and asks for no spend, without Real-Time Spend', async () => {
    const post = routePost(snapshotRoutesWithoutSpend(), (page) =>
      tableAnswer(tableRowsWithoutSpend(20, (page - 1) * 20), 45),
    );
    renderPage(post, { claims: { ...ANALYST_CLAIMS, roles: [ROLES.shareOfVoice] } });
    expect(await screen.findByLabelText('Share of voice by industries')).toBeInTheDocument();

    const notInPlan = 'Real-Time Spend is not part of your plan. To buy and activate it, contact customer service.';
    const cardOf = async (title: string) => (await screen.findByText(title)).closest('.ant-card') as HTMLElement;
    for (const title of [
      'Share of investment by industries',
      'Trending SOV and SOI',
      'Real-time spend',
      'Share of investment by publishers',
    ]) {
      expect(within(await cardOf(title)).getByText(notInPlan)).toBeInTheDocument();
    }
    const summary = await cardOf('Summary');
    expect(within(summary).getByText('Ad spend')).toBeInTheDocument();
    expect(within(summary).getByText(notInPlan)).toBeInTheDocument();
    expect(await screen.findByLabelText('Platforms')).toBeInTheDocument();
    await screen.findByRole('table', { name: 'All industries' });
    // No figure of spend anywhere, not even its currency; the campaigns need their own role.
    expect(screen.queryByText(/ARS/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Campaigns' })).not.toBeInTheDocument();
    const spendCalls = ['/v2/soi', '/v2/snapshots/publishers/soi', '/v2/gallery'];
    expect(pathsAsked(post).filter((path) => spendCalls.some((call) => path.startsWith(call)))).toEqual([]);
  });
});
