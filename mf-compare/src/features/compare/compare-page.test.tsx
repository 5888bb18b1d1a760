import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPARE_ENTITIES, ROLES, type CompareSelection, type FilterItem } from 'shared-contracts';
import { ANALYST_CLAIMS, createTestHost, type TestHost } from 'shared-contracts/testing';
import { applySearch, computeInlineStylesOnly, createTestQueryClient, renderWithHost } from 'shared-ui/testing';
import CompareRoot, { viewQueries } from '../../app/exposed-root';
import { compareHttp, EXPORT_HREF, MINE, oneCountryAnswer, RIVAL, twoCountriesAnswer } from './compare.fixtures';
import { useCompareViewStore } from './hooks/use-compare-view-store';
import type { CompareResponse } from 'shared-contracts';

jest.mock('@ant-design/plots', () => jest.requireActual('shared-ui/testing').fakeChartsModule);

const period = { countries: ['AR' as const], startDate: '2024-06-01', endDate: '2024-06-30' };

interface Setup {
  entities?: FilterItem[];
  answer?: () => CompareResponse;
  found?: FilterItem[];
  roles?: string[];
}

/** The page in a test host that plays the shell: a `compare:change` is written into the search. */
function renderPage({ entities = [MINE, RIVAL], answer = oneCountryAnswer, found = [], roles }: Setup = {}) {
  const http = compareHttp(answer, found);
  const host: TestHost = createTestHost({
    search: { ...period, compare: { dimension: 'advertisers', entities } },
    http,
    ...(roles ? { claims: { ...ANALYST_CLAIMS, roles } } : {}),
  });
  const changes: CompareSelection[] = [];
  host.events.on('compare:change', (selection) => {
    changes.push(selection);
    host.search.setState({ compare: selection });
  });
  renderWithHost(<CompareRoot host={host} page="compare" />, { host });
  return { host, http, changes };
}

const rowOf = (name: string) =>
  screen.getAllByRole('row').find((row) => within(row).queryAllByText(name).length > 0) as HTMLElement;

beforeEach(() => {
  computeInlineStylesOnly();
  localStorage.clear();
  useCompareViewStore.setState({ difference: false, trendMetric: 'shareOfVoice', column: null });
});

describe('Compare page', () => {
  it('asks for the picked entities with the applied search and shows every block', async () => {
    const { http } = renderPage();

    expect(await screen.findByText('Figures · Argentina')).toBeInTheDocument();
    expect(http.requests.find((request) => request.method === 'POST')).toMatchObject({
      path: '/v2/compare/advertisers',
      body: { search: [{ country: 'AR', since: '2024-06-01', until: '2024-06-30' }], entities: [2, 6] },
      query: { lang: 'en' },
    });
    const mine = within(rowOf('Vifudas'));
    expect(mine.getByText('Mine')).toBeInTheDocument();
    expect(mine.getByText('15,00%')).toBeInTheDocument();
    expect(mine.getByText('60,00%')).toBeInTheDocument();
    expect(mine.getByText('ARS 12.000,00')).toBeInTheDocument();
    expect(mine.getByText('USD 120,00')).toBeInTheDocument();
    expect(mine.getByText('12 (1 new)')).toBeInTheDocument();
    expect(mine.getByText('2023-01-02 – 2024-06-29')).toBeInTheDocument();

    expect(await screen.findByText('2024-06-03 | Vifudas | 14')).toBeInTheDocument();
    expect(screen.getByText('Trend · Argentina (by week)')).toBeInTheDocument();
    expect(await screen.findByText('Formats · Argentina')).toBeInTheDocument();
    expect(screen.getByText('Platforms · Argentina')).toBeInTheDocument();
    expect(await screen.findByText('Top 5 publishers')).toBeInTheDocument();
    expect(screen.getByText('Top of 6 (100,00%)')).toBeInTheDocument();
    expect(await screen.findByText('No creative seen')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Preview Vifudas’s creative: Vifudas Delivery' }));
    expect(within(await screen.findByRole('dialog')).getByText('Vifudas · Vifudas Delivery')).toBeInTheDocument();
  });

  it('says what to do with no entity, then with one', async () => {
    const { host, http } = renderPage({ entities: [] });
    expect(screen.getByText('Pick at least 2 to compare: start with your own, it becomes “mine”.')).toBeInTheDocument();

    applySearch(host, { compare: { dimension: 'advertisers', entities: [MINE] } });
    expect(await screen.findByText('Add at least one more to compare with Vifudas.')).toBeInTheDocument();
    expect(http.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('refuses a 21st entity with a message', async () => {
    const user = userEvent.setup();
    const twenty = Array.from({ length: COMPARE_ENTITIES.max }, (_, i) => ({
      id: i + 100,
      label: `Brand ${i}`,
      value: '',
    }));
    const { changes } = renderPage({ entities: twenty, found: [{ id: 7, label: 'Newcomer', value: '7' }] });

    await user.type(screen.getByRole('combobox', { name: 'Add to the comparison' }), 'New');
    await user.click(await screen.findByText('Newcomer'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'At most 20 can be compared: remove one to add Newcomer.',
    );
    expect(changes).toEqual([]);
  });

  it('adds, removes and makes mine through the shared search', async () => {
    const user = userEvent.setup();
    const { changes } = renderPage({ found: [{ id: 7, label: 'Newcomer', value: '7' }] });

    await user.type(screen.getByRole('combobox', { name: 'Add to the comparison' }), 'New');
    await user.click(await screen.findByText('Newcomer'));
    expect(changes.at(-1)?.entities.map((entity) => entity.id)).toEqual([2, 6, 7]);

    await user.click(screen.getByRole('button', { name: 'Make Newcomer mine' }));
    expect(changes.at(-1)?.entities.map((entity) => entity.id)).toEqual([7, 2, 6]);

    await user.click(screen.getByRole('button', { name: 'Remove Vifudas' }));
    expect(changes.at(-1)?.entities.map((entity) => entity.id)).toEqual([7, 6]);
  });

  it('switches the dimension, starting from the user’s remembered mine', async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      `mf-compare:mine:${ANALYST_CLAIMS.username}`,
      JSON.stringify({ publishers: { id: 4, label: 'X (Twitter)', value: '4' } }),
    );
    const { changes } = renderPage();

    await user.click(screen.getByText('Publishers'));
    expect(changes.at(-1)).toEqual({
      dimension: 'publishers',
      entities: [{ id: 4, label: 'X (Twitter)', value: '4' }],
    });
  });

  it('remembers mine per user and opens with it when nothing is picked', async () => {
    renderPage();
    await screen.findByText('Figures · Argentina');
    expect(JSON.parse(localStorage.getItem(`mf-compare:mine:${ANALYST_CLAIMS.username}`) ?? '{}')).toEqual({
      advertisers: MINE,
    });

    document.body.innerHTML = '';
    const { changes } = renderPage({ entities: [] });
    await waitFor(() => expect(changes).toEqual([{ dimension: 'advertisers', entities: [MINE] }]));
    expect(await screen.findByText('Add at least one more to compare with Vifudas.')).toBeInTheDocument();
  });

  it('shows the rivals as a difference from mine', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Figures · Argentina');

    await user.click(screen.getByRole('switch', { name: 'Show as a difference from mine' }));
    const rival = within(rowOf('Rarex Casino'));
    expect(rival.getByText('−5,00 pp')).toBeInTheDocument();
    expect(rival.getByText('−20,00 pp')).toBeInTheDocument();
    expect(rival.getByText('−ARS 4.000,00')).toBeInTheDocument();
    expect(within(rowOf('Vifudas')).getByText('15,00%')).toBeInTheDocument();
  });

  it('says why a column has no spend, and offers no spend trend', async () => {
    renderPage({
      answer: () =>
        oneCountryAnswer({
          spendUnavailable: { reason: 'periodTooShort', message: 'errors.daterange.periodInvestment' },
        }),
    });
    expect(
      await screen.findByText('No spend here: This range is not valid, select more than 14 days'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Spend' })).not.toBeInTheDocument();
  });

  it('shows each country and the total with its spots, and says when a country has no spots for the set', async () => {
    const user = userEvent.setup();
    renderPage({ answer: twoCountriesAnswer });
    await screen.findByText('Figures · Argentina');
    // The headline figure is the compared entities' spots in the column shown (12 + 8).
    expect(screen.getByText('20 spots')).toBeInTheDocument();

    await user.click(screen.getByText('Brazil'));
    expect(await screen.findByRole('alert')).toHaveTextContent('None of these had a spot in Brazil in this period');
    expect(screen.queryByText(/^\d+ spots$/)).not.toBeInTheDocument();
    await user.click(screen.getByText('All countries'));
    expect(await screen.findByText('Figures · All countries')).toBeInTheDocument();
  });

  it('asks the API for the workbook of the same comparison and opens it', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { http, host } = renderPage();
    const track = jest.spyOn(host, 'track');
    await screen.findByText('Figures · Argentina');
    await userEvent.setup().click(screen.getByRole('button', { name: /Excel/ }));
    await waitFor(() => expect(open).toHaveBeenCalledWith(EXPORT_HREF, '_blank', 'noopener'));
    expect(http.requests.find((request) => request.path.endsWith('/excel'))).toMatchObject({
      method: 'POST',
      path: '/v2/compare/advertisers/excel',
      body: { search: [{ country: 'AR', since: '2024-06-01', until: '2024-06-30' }], entities: [2, 6] },
      query: { lang: 'en' },
    });
    expect(track).toHaveBeenCalledWith('compare:export', { format: 'excel', entities: 2 });
    open.mockRestore();
  });

  it('finds the comparison its viewQueries started before it showed, and asks for it no more', async () => {
    const http = compareHttp(oneCountryAnswer);
    const host = createTestHost({
      search: { ...period, compare: { dimension: 'advertisers', entities: [MINE, RIVAL] } },
      http,
    });
    const queryClient = createTestQueryClient();
    // What the shell does while the pointer rests on the page's sidebar entry.
    await Promise.all(
      viewQueries({ host, page: 'compare' }).map((query) =>
        queryClient.prefetchQuery({ ...query, queryKey: [...query.queryKey] }),
      ),
    );
    const comparisons = () => http.requests.filter((request) => request.path === '/v2/compare/advertisers');
    expect(comparisons()).toHaveLength(1);

    renderWithHost(<CompareRoot host={host} page="compare" />, { host, queryClient });
    expect(await screen.findByText('Figures · Argentina')).toBeInTheDocument();
    expect(comparisons()).toHaveLength(1);
  });

  it('starts no comparison before the page shows with fewer than 2 entities', () => {
    const host = createTestHost({ search: { ...period, compare: { dimension: 'advertisers', entities: [MINE] } } });
    expect(viewQueries({ host, page: 'compare' })).toEqual([]);
  });

  it('offers no download to the demo role', async () => {
    renderPage({ roles: [ROLES.shareOfVoice, ROLES.demo] });
    await screen.findByText('Figures · Argentina');
    expect(screen.getByRole('button', { name: /Excel/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Downloads of/ })).not.toBeInTheDocument();
  });
});
