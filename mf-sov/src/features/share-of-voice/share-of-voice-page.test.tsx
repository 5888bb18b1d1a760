import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyFilterGroups, HttpError, NO_DATA_MESSAGE } from 'shared-contracts';
import { ANALYST_CLAIMS, createTestHost } from 'shared-contracts/testing';
import { applySearch, computeInlineStylesOnly, createTestQueryClient, renderWithHost } from 'shared-ui/testing';
import ShareOfVoiceRoot, { viewQueries } from '../../app/exposed-root';
import { mockHttp, ONE_COUNTRY, sovCountry, TWO_COUNTRIES } from './share-of-voice.fixtures';

jest.mock('@ant-design/plots', () => jest.requireActual('shared-ui/testing').fakeChartsModule);

const period = { startDate: '2024-06-01', endDate: '2024-06-16' };

function renderPage(post: jest.Mock, options: Parameters<typeof createTestHost>[0] = {}) {
  const host = createTestHost({ search: { countries: ['AR'], ...period }, http: mockHttp(post), ...options });
  renderWithHost(<ShareOfVoiceRoot host={host} page="shareofvoice" />, { host });
  return host;
}

beforeEach(computeInlineStylesOnly);
afterEach(() => jest.restoreAllMocks());

describe('Share of Voice page', () => {
  it('asks for the tab’s dimension with the applied search and the language', async () => {
    const post = jest.fn().mockResolvedValue(ONE_COUNTRY);
    renderPage(post);

    await screen.findByRole('table');
    expect(post).toHaveBeenCalledWith(
      '/v2/sov/industries',
      [{ country: 'AR', since: '2024-06-01', until: '2024-06-16' }],
      expect.objectContaining({ query: { snap: 0, lang: 'en' }, signal: expect.any(AbortSignal) }),
    );
  });

  it('shows one country as pies and a table with traffic lights', async () => {
    const post = jest.fn().mockResolvedValue(ONE_COUNTRY);
    renderPage(post);

    const pie = await screen.findByLabelText('Share of voice by industries');
    expect(await within(pie).findByText('Retail | 50 | 50')).toBeInTheDocument();
    // The donut is the API's share of every spot per medium (what the Platforms tab shows).
    const media = screen.getByLabelText('Share by media');
    expect(await within(media).findByText(/^Social Media \| 48\.34/)).toBeInTheDocument();
    expect(within(media).getByText(/^Desktop \| 26\.79/)).toBeInTheDocument();
    expect(within(media).getByText(/^Web Mobile \| 24\.87/)).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'pViewability', 'Share (%)', 'Spots']);
    const retail = within(table).getByText('Retail').closest('tr') as HTMLElement;
    expect(within(retail).getByLabelText('High share')).toBeInTheDocument();
    expect(
      within(retail)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Retail', 'N/A', '50,00%', '5.000']);
    expect(screen.queryByLabelText(/Trending share of voice/)).not.toBeInTheDocument();
  });

  it('says the shares are within the selected advertisers, and switches them to all advertisers of the search', async () => {
    const user = userEvent.setup();
    const post = jest.fn().mockResolvedValue(ONE_COUNTRY);
    const advertisers = [
      { id: 7, label: 'Pifux', value: 'Pifux' },
      { id: 8, label: 'Moquo', value: 'Moquo' },
    ];
    renderPage(post, {
      search: {
        countries: ['AR'],
        ...period,
        selectedTab: 1,
        advancedFilters: { ...emptyFilterGroups(), advertisers },
      },
    });

    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader')[2]).toHaveTextContent(
      'Share (%) · within the selected advertisers',
    );
    expect(
      screen.getByLabelText('Share of voice by advertisers · within the selected advertisers'),
    ).toBeInTheDocument();
    const basis = screen.getByRole('radiogroup', { name: 'Shares' });
    expect(within(basis).getByRole('radio', { name: 'within the selected advertisers' })).toBeChecked();

    await user.click(within(basis).getByText('among all advertisers of the search'));
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith(
        '/v2/sov/advertisers',
        [{ country: 'AR', since: '2024-06-01', until: '2024-06-16', advertisers: [7, 8] }],
        expect.objectContaining({ query: { snap: 0, lang: 'en', basis: 'all' } }),
      ),
    );
    expect(
      await screen.findByLabelText('Share of voice by advertisers · among all advertisers of the search'),
    ).toBeInTheDocument();
  });

  it('offers no basis switch where no filter narrows the ranking', async () => {
    const post = jest.fn().mockResolvedValue(ONE_COUNTRY);
    const advertisers = [{ id: 7, label: 'Pifux', value: 'Pifux' }];
    // Industries ranked, advertisers filtered: the shares are of the whole filtered search.
    renderPage(post, {
      search: { countries: ['AR'], ...period, advancedFilters: { ...emptyFilterGroups(), advertisers } },
    });

    await screen.findByRole('table');
    expect(screen.queryByRole('radiogroup', { name: 'Shares' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Share of voice by industries')).toBeInTheDocument();
  });

  it('shows several countries as trend and media charts per country and one table', async () => {
    const post = jest.fn().mockResolvedValue(TWO_COUNTRIES);
    renderPage(post, { search: { countries: ['AR', 'BR'], ...period } });

    expect(await screen.findByLabelText('Trending share of voice · Argentina')).toBeInTheDocument();
    expect(screen.getByLabelText('Share by media · Argentina')).toBeInTheDocument();
    expect(screen.getByLabelText('Trending share of voice · Brazil')).toBeInTheDocument();
    const media = screen.getByLabelText('Share by media · Brazil');
    // Desktop: Varejo 10 spots of 21, plotted as 47,6%.
    expect(await within(media).findByText(/^Desktop \| Varejo \| 47\.6/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Share by media')).not.toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('Country');
    expect(within(table).getByText('Varejo').closest('tr')).toHaveTextContent('Brazil');
  });

  it('follows the tab and shows sources as graph labels', async () => {
    const post = jest.fn().mockResolvedValue(ONE_COUNTRY);
    const host = renderPage(post);
    await screen.findByRole('table');

    post.mockResolvedValue([sovCountry('AR', ['Programmatic', 'Direct'])]);
    applySearch(host, { selectedTab: 7 });

    // In the table (the chart's legend names it too).
    await waitFor(() => expect(within(screen.getByRole('table')).getByText('Programmatic')).toBeInTheDocument());
    expect(post).toHaveBeenLastCalledWith('/v2/sov/sources', expect.anything(), expect.anything());
    applySearch(host, { selectedTab: 1 });
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith('/v2/sov/advertisers', expect.anything(), expect.anything()),
    );
  });

  it('cancels the request in flight when a new search is applied', async () => {
    const signals: AbortSignal[] = [];
    const post = jest.fn((_path: string, _body: unknown, options: { signal: AbortSignal }) => {
      signals.push(options.signal);
      return signals.length === 1 ? new Promise(() => undefined) : Promise.resolve(ONE_COUNTRY);
    });
    const host = renderPage(post);
    await waitFor(() => expect(signals).toHaveLength(1));

    applySearch(host, { countries: ['MX'] });

    await screen.findByRole('table');
    expect(signals[0]?.aborted).toBe(true);
    expect(post).toHaveBeenLastCalledWith(
      '/v2/sov/industries',
      [expect.objectContaining({ country: 'MX' })],
      expect.anything(),
    );
  });

  it('asks again in the new language and translates the page', async () => {
    const post = jest.fn().mockResolvedValue(ONE_COUNTRY);
    const host = renderPage(post);
    await screen.findByRole('table');

    await act(() => host.i18n.changeLanguage('es'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Cuota de voz' })).toBeInTheDocument();
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith(
        '/v2/sov/industries',
        expect.anything(),
        expect.objectContaining({ query: { snap: 0, lang: 'es' } }),
      ),
    );
    expect(await screen.findByLabelText('Cuota de voz por industrias')).toBeInTheDocument();
  });

  it.each([
    ['the server message', new HttpError(400, 'Invalid range'), 'Invalid range'],
    ['the translated no-data text', new HttpError(404, NO_DATA_MESSAGE), 'No data available. Try with other criteria.'],
    ['the fallback message', new TypeError('Failed to fetch'), 'Error querying the data'],
  ])('shows %s when the request fails', async (_case, error, text) => {
    renderPage(jest.fn().mockRejectedValue(error));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('says nothing was found for an empty answer', async () => {
    renderPage(jest.fn().mockResolvedValue([{ ...sovCountry('AR', []), tableData: [] }]));
    expect(
      await screen.findByText('No information was found. Widen the period or change the filters.'),
    ).toBeInTheDocument();
  });

  it('uses the filtered thresholds when another dimension is filtered', async () => {
    const advancedFilters = { ...emptyFilterGroups(), advertisers: [{ id: 9, label: 'Acme', value: 'Acme' }] };
    renderPage(jest.fn().mockResolvedValue(ONE_COUNTRY), { search: { countries: ['AR'], ...period, advancedFilters } });

    const table = await screen.findByRole('table');
    // Telecom holds 16,67%: green by default, yellow with the 2 / 6 / 18 set.
    const telecom = within(table).getByText('Telecom').closest('tr') as HTMLElement;
    expect(within(telecom).getByLabelText('Medium share')).toBeInTheDocument();
  });

  it('downloads the plotted share pie as CSV', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => (blobs.push(blob), 'blob:sov'));
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage(jest.fn().mockResolvedValue(ONE_COUNTRY));

    await user.click(await screen.findByRole('button', { name: 'Downloads of Share of voice by industries' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Download CSV' }));

    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0] as Blob);
    });
    expect(text.split('\r\n')).toEqual([
      'Name,Spots,Share (%)',
      'Retail,5000,50',
      'Banks,3333,33.33',
      'Telecom,1667,16.67',
    ]);
  });

  it('disables the export menu for the demo role', async () => {
    renderPage(jest.fn().mockResolvedValue(ONE_COUNTRY), {
      claims: { ...ANALYST_CLAIMS, roles: ['ROLE_FEATURE_DEMO'] },
    });
    expect(screen.getByRole('button', { name: /Export/ })).toBeDisabled();
    await screen.findByRole('table');
  });

  it('finds the request its viewQueries started before it showed, and asks for none again', async () => {
    const post = jest.fn().mockResolvedValue(ONE_COUNTRY);
    const host = createTestHost({ search: { countries: ['AR'], ...period, selectedTab: 1 }, http: mockHttp(post) });
    const queryClient = createTestQueryClient();
    // What the shell does while the pointer rests on the page's sidebar entry.
    const [query, ...more] = viewQueries({ host, page: 'shareofvoice' });
    expect(more).toEqual([]);
    if (query) await queryClient.prefetchQuery({ ...query, queryKey: [...query.queryKey] });
    expect(post).toHaveBeenCalledWith(
      '/v2/sov/advertisers',
      [{ country: 'AR', since: '2024-06-01', until: '2024-06-16' }],
      expect.objectContaining({ query: { snap: 0, lang: 'en' } }),
    );

    renderWithHost(<ShareOfVoiceRoot host={host} page="shareofvoice" />, { host, queryClient });
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('starts no request without a country', () => {
    const host = createTestHost({ search: { countries: [], ...period } });
    expect(viewQueries({ host, page: 'shareofvoice' })).toEqual([]);
  });
});
