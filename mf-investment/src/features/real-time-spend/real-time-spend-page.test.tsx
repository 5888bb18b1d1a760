import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyFilterGroups, HttpError, NO_DATA_MESSAGE } from 'shared-contracts';
import { ANALYST_CLAIMS, createTestHost } from 'shared-contracts/testing';
import { applySearch, computeInlineStylesOnly, createTestQueryClient, renderWithHost } from 'shared-ui/testing';
import RealTimeSpendRoot, { viewQueries } from '../../app/exposed-root';
import { useMetricStore } from './hooks/use-metric-store';
import { investmentCountry, mockHttp } from './real-time-spend.fixtures';

jest.mock('@ant-design/plots', () => jest.requireActual('shared-ui/testing').fakeChartsModule);

const period = { startDate: '2024-06-01', endDate: '2024-06-16' };
const AR = investmentCountry('AR', 'ARS', 1);

function renderPage(post: jest.Mock, options: Parameters<typeof createTestHost>[0] = {}, get?: jest.Mock) {
  const host = createTestHost({ search: { countries: ['AR'], ...period }, http: mockHttp(post, get), ...options });
  renderWithHost(<RealTimeSpendRoot host={host} page="investment" />, { host });
  return host;
}

/** The data a (fake) chart plots, once its card shows (the pie's first) and its lazy chunk has loaded. */
async function chartItems(label: string): Promise<string[]> {
  const items = await within(await screen.findByLabelText(label)).findAllByRole('listitem');
  return items.map((item) => item.textContent ?? '');
}

beforeEach(() => {
  computeInlineStylesOnly();
  useMetricStore.setState({ metric: 'amount' });
});
afterEach(() => jest.restoreAllMocks());

describe('Real-Time Spend page', () => {
  it('asks for the tab’s dimension and shows one country’s amounts in its currency', async () => {
    const post = jest.fn().mockResolvedValue([AR]);
    const get = jest.fn();
    renderPage(post, {}, get);

    const table = await screen.findByRole('table');
    expect(post).toHaveBeenCalledWith(
      '/v2/soi/industries',
      [{ country: 'AR', since: '2024-06-01', until: '2024-06-16' }],
      expect.objectContaining({ query: { snap: 0, lang: 'en' } }),
    );
    expect(get).not.toHaveBeenCalled();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Amount', 'Prints']);
    expect(
      within(within(table).getByText('Retail').closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Retail', 'ARS 3.000,00', '1.000']);
    expect(await screen.findByText('Retail | 3000 | 75')).toBeInTheDocument();
    expect(await chartItems('Top industries')).toEqual(['Retail | Amount | 3000', 'Banks | Amount | 1000']);
    expect(await chartItems('Share of investment over time')).toEqual([
      '2024-06-01 | Retail | 80',
      '2024-06-02 | Retail | 70',
    ]);
  });

  it('draws the share of investment first, and the other charts once it is on screen', async () => {
    renderPage(jest.fn().mockResolvedValue([AR]));
    const pie = await screen.findByLabelText('Share of investment by industries');
    expect(screen.queryByLabelText('Media plan')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Top industries')).not.toBeInTheDocument();

    expect(await within(pie).findByText('Retail | 3000 | 75')).toBeInTheDocument();
    expect(await chartItems('Media plan')).toEqual(['Desktop | Retail | 2000', 'Web Mobile | Retail | 1000']);
    expect(await chartItems('Top industries')).toEqual(['Retail | Amount | 3000', 'Banks | Amount | 1000']);
  });

  it('says the shares are within the selected industries where the search filters them', async () => {
    const industries = [
      { id: 1, label: 'Retail', value: 'Retail' },
      { id: 2, label: 'Banks', value: 'Banks' },
    ];
    renderPage(jest.fn().mockResolvedValue([AR]), {
      search: { countries: ['AR'], ...period, advancedFilters: { ...emptyFilterGroups(), industries } },
    });
    expect(
      await screen.findByLabelText('Share of investment by industries · within the selected industries'),
    ).toBeInTheDocument();
    expect(
      await screen.findByLabelText('Share of investment over time · within the selected industries'),
    ).toBeInTheDocument();
  });

  it('switches every figure to prints with the toggle', async () => {
    const user = userEvent.setup();
    renderPage(jest.fn().mockResolvedValue([AR]));
    await screen.findByLabelText('Share of investment by industries');
    expect(await chartItems('Media plan')).toEqual(['Desktop | Retail | 2000', 'Web Mobile | Retail | 1000']);

    await user.click(screen.getByRole('radio', { name: 'Prints' }));

    const pie = screen.getByLabelText('Share of prints by industries');
    expect(await within(pie).findByText('Banks | 3000 | 75')).toBeInTheDocument();
    expect(await chartItems('Media plan')).toEqual(['Desktop | Retail | 600', 'Web Mobile | Retail | 400']);
    expect(await chartItems('Top industries')).toEqual(['Banks | Prints | 3000', 'Retail | Prints | 1000']);
    expect(screen.queryByLabelText('Share of investment by industries')).not.toBeInTheDocument();
  });

  it('converts several countries to USD with the quotes keyed USD + currency', async () => {
    const post = jest.fn().mockResolvedValue([AR, investmentCountry('BR', 'BRL', 5)]);
    const get = jest.fn().mockResolvedValue({ source: 'USD', quotes: { USDARS: 1000, USDBRL: 5 } });
    renderPage(post, { search: { countries: ['AR', 'BR'], ...period } }, get);

    const table = await screen.findByRole('table');
    expect(get).toHaveBeenCalledWith('/v2/rates', expect.objectContaining({ query: { currencies: 'ARS,BRL' } }));
    expect(
      screen.getByText('Several countries: amounts are shown in US dollars at the current exchange rates.'),
    ).toBeInTheDocument();
    const brRetail = within(table)
      .getAllByText('Retail')
      .map((cell) => cell.closest('tr') as HTMLElement);
    expect(
      brRetail.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual(
      expect.arrayContaining([
        ['Argentina', 'Retail', 'USD 3,00', '1.000'],
        ['Brazil', 'Retail', 'USD 3.000,00', '1.000'],
      ]),
    );
    expect(await chartItems('By country')).toEqual(['Argentina | Amount | 4', 'Brazil | Amount | 4000']);
    expect(screen.getByLabelText('Share of investment over time · Brazil')).toBeInTheDocument();
  });

  it('says so when the quotes are not available', async () => {
    const get = jest.fn().mockResolvedValue(false);
    renderPage(
      jest.fn().mockResolvedValue([AR, investmentCountry('BR', 'BRL', 5)]),
      { search: { countries: ['AR', 'BR'], ...period } },
      get,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The exchange rates could not be loaded, so amounts of several countries cannot be shown in US dollars.',
    );
  });

  it('asks for more than 14 days instead of querying', async () => {
    const post = jest.fn();
    const host = renderPage(post, { search: { countries: ['AR'], startDate: '2024-06-01', endDate: '2024-06-15' } });

    expect(screen.getByRole('alert')).toHaveTextContent('This range is not valid, select more than 14 days');
    expect(post).not.toHaveBeenCalled();

    post.mockResolvedValue([AR]);
    applySearch(host, { endDate: '2024-06-16' });
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('leaves VE and US out of the query and says so', async () => {
    const post = jest.fn().mockResolvedValue([AR]);
    renderPage(post, { search: { countries: ['VE', 'AR', 'US'], ...period } });

    expect(
      screen.getByText('Real-Time Spend is not available for Venezuela, United States: left out of this search.'),
    ).toBeInTheDocument();
    await screen.findByRole('table');
    expect(post).toHaveBeenCalledWith(
      '/v2/soi/industries',
      [expect.objectContaining({ country: 'AR' })],
      expect.anything(),
    );
  });

  it('follows the tab', async () => {
    const post = jest.fn().mockResolvedValue([AR]);
    const host = renderPage(post);
    await screen.findByRole('table');

    applySearch(host, { selectedTab: 5 });

    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith('/v2/soi/publishers', expect.anything(), expect.anything()),
    );
  });

  it.each([
    ['the no-data text', new HttpError(404, NO_DATA_MESSAGE), 'No data available. Try with other criteria.'],
    ['the server message', new HttpError(500, 'Database unavailable'), 'Database unavailable'],
  ])('shows %s when the request fails', async (_case, error, text) => {
    renderPage(jest.fn().mockRejectedValue(error));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('disables exports for the demo role', async () => {
    renderPage(jest.fn().mockResolvedValue([AR]), { claims: { ...ANALYST_CLAIMS, roles: ['ROLE_FEATURE_DEMO'] } });
    expect(screen.getByRole('button', { name: /Export/ })).toBeDisabled();
    await screen.findByRole('table');
  });

  it('finds the requests its viewQueries started before it showed, and asks for none again', async () => {
    const post = jest.fn().mockResolvedValue([AR, investmentCountry('BR', 'BRL', 5)]);
    const get = jest.fn().mockResolvedValue({ source: 'USD', quotes: { USDARS: 1000, USDBRL: 5 } });
    const host = createTestHost({ search: { countries: ['AR', 'BR'], ...period }, http: mockHttp(post, get) });
    const queryClient = createTestQueryClient();
    // What the shell does while the pointer rests on the page's sidebar entry.
    await Promise.all(
      viewQueries({ host, page: 'investment' }).map((query) =>
        queryClient.prefetchQuery({ ...query, queryKey: [...query.queryKey] }),
      ),
    );
    expect(post).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/v2/rates', expect.objectContaining({ query: { currencies: 'ARS,BRL' } }));

    renderWithHost(<RealTimeSpendRoot host={host} page="investment" />, { host, queryClient });
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(await chartItems('By country')).toEqual(['Argentina | Amount | 4', 'Brazil | Amount | 4000']);
    expect(post).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('starts no request where the page would not ask: a short period, or only countries without investment', () => {
    const short = createTestHost({ search: { countries: ['AR'], startDate: '2024-06-01', endDate: '2024-06-05' } });
    expect(viewQueries({ host: short, page: 'investment' })).toEqual([]);
    const without = createTestHost({ search: { countries: ['VE', 'US'], ...period } });
    expect(viewQueries({ host: without, page: 'investment' })).toEqual([]);
    const one = createTestHost({ search: { countries: ['AR', 'VE'], ...period } });
    expect(viewQueries({ host: one, page: 'investment' }).map((query) => query.queryKey[1])).toEqual([
      'share-of-investment',
    ]);
  });
});
