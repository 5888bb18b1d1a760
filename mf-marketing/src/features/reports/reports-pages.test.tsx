import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestHost } from 'shared-contracts/testing';
import { computeInlineStylesOnly } from 'shared-ui/testing';
import { createFakeApi, RECORDS, type FakeRequest } from '../../testing/fake-api';
import { renderMarketing } from '../../testing/render-marketing';

const RECORDS_ROUTE = 'GET /api/v2/marketing/records';

beforeEach(computeInlineStylesOnly);
afterEach(() => jest.restoreAllMocks());

/** The API's filter: the country of the query, any case; a country report's link in the language asked. */
function recordsOf(request: FakeRequest) {
  const query = new URL(request.url, 'http://test.invalid').searchParams;
  const country = query.get('country')?.toUpperCase();
  const lang = query.get('lang') ?? 'es';
  const records = RECORDS.filter((record) => !country || record.Country === country).map((record) => ({
    ...record,
    Docs: record.Docs.map((doc) => ({ ...doc, url: doc.url.replace(/\?lang=\w+$/, `?lang=${lang}`) })),
  }));
  return { status: 200, body: { records } };
}

describe('the report list', () => {
  it('lists every record with its name, description, flag and document downloads', async () => {
    const api = createFakeApi({ [RECORDS_ROUTE]: recordsOf });
    renderMarketing('/marketing/report-list', { api });

    expect(screen.getByRole('heading', { level: 1, name: 'Country reports' })).toBeInTheDocument();
    const argentina = await screen.findByRole('article', { name: 'Argentina: digital advertising report' });
    expect(within(argentina).getByText(RECORDS[0]!.Description)).toBeInTheDocument();
    expect(within(argentina).getByRole('img', { name: 'Flag of Argentina' })).toHaveAttribute(
      'src',
      '/api/v2/marketing/flags/AR',
    );
    const download = within(argentina).getByRole('link', { name: 'Report of November 2026 (PDF)' });
    expect(download).toHaveAttribute('href', '/api/v2/marketing/reports/AR?lang=en');
    expect(download).toHaveAttribute('download');
    expect(within(argentina).getByRole('link', { name: 'More on Argentina' })).toHaveAttribute(
      'href',
      '/marketing/report/AR',
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(api.requests[0]?.url).toBe('/api/v2/marketing/records?lang=en');
    expect(api.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('names a document whose address leaves the site without linking it', async () => {
    renderMarketing('/marketing/report-list', { api: createFakeApi({ [RECORDS_ROUTE]: recordsOf }) });

    const mexico = await screen.findByRole('article', { name: 'Publicidad digital en México 2023' });
    const docs = within(mexico).getByRole('list', { name: 'Documents of Publicidad digital en México 2023' });
    expect(within(docs).getByRole('link', { name: 'Informe México 2023 (PDF)' })).toBeInTheDocument();
    expect(within(docs).getByText('Anexo externo')).toBeInTheDocument();
    expect(within(docs).queryByRole('link', { name: 'Anexo externo' })).not.toBeInTheDocument();
  });

  it('shows a loading state, then says when there is no report', async () => {
    renderMarketing('/marketing/report-list', {
      api: createFakeApi({ [RECORDS_ROUTE]: { status: 200, body: { records: [] } } }),
    });

    expect(screen.getByRole('status', { name: 'Loading the reports…' })).toBeInTheDocument();
    expect(await screen.findByText('There are no reports yet.')).toBeInTheDocument();
  });

  it('says the reports could not be loaded and loads them again on retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = createFakeApi({
      [RECORDS_ROUTE]: (request) => (fail ? { status: 400, body: { error: 'Bad country' } } : recordsOf(request)),
    });
    renderMarketing('/marketing/report-list', { api });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The reports could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });
});

describe("the reports in the visitor's language", () => {
  it('asks for the records in the language the page shows, so each document link carries it', async () => {
    const api = createFakeApi({ [RECORDS_ROUTE]: recordsOf });
    renderMarketing('/marketing/report-list', { host: createTestHost({ claims: null, language: 'pt' }), api });

    const argentina = await screen.findByRole('article', { name: 'Argentina: digital advertising report' });
    expect(within(argentina).getByRole('link', { name: 'Report of November 2026 (PDF)' })).toHaveAttribute(
      'href',
      '/api/v2/marketing/reports/AR?lang=pt',
    );
    expect(api.requests.map((request) => request.url)).toEqual(['/api/v2/marketing/records?lang=pt']);
  });

  it("asks again in the new language when the visitor changes it, on a country's page too", async () => {
    const host = createTestHost({ claims: null, language: 'en' });
    const api = createFakeApi({ [RECORDS_ROUTE]: recordsOf });
    renderMarketing('/marketing/report/ar', { host, api });
    await screen.findByRole('article', { name: 'Argentina: digital advertising report' });

    await act(() => host.i18n.changeLanguage('es'));

    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Report of November 2026 (PDF)' })).toHaveAttribute(
        'href',
        '/api/v2/marketing/reports/AR?lang=es',
      ),
    );
    expect(api.requests.map((request) => request.url)).toEqual([
      '/api/v2/marketing/records?country=AR&lang=en',
      '/api/v2/marketing/records?country=AR&lang=es',
    ]);
  });
});

describe("a country's reports", () => {
  it("asks the API for that country's records only, and links back to all of them", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ [RECORDS_ROUTE]: recordsOf });
    renderMarketing('/marketing/report/mx', { api });

    expect(screen.getByRole('heading', { level: 1, name: 'Reports of Mexico' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Publicidad digital en México 2023' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'More on Mexico' })).not.toBeInTheDocument();
    expect(api.requests.map((request) => request.url)).toEqual(['/api/v2/marketing/records?country=MX&lang=en']);

    await user.click(screen.getByRole('link', { name: 'All the reports' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Country reports' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
  });

  it('says when a country has no report yet', async () => {
    renderMarketing('/marketing/report/CL', { api: createFakeApi({ [RECORDS_ROUTE]: recordsOf }) });
    expect(await screen.findByText('There are no reports of Chile yet.')).toBeInTheDocument();
  });

  it('does not ask the API about a code that is no monitored country', () => {
    const { api } = renderMarketing('/marketing/report/france', {
      api: createFakeApi({ [RECORDS_ROUTE]: recordsOf }),
    });
    expect(screen.getByText('We do not monitor a country with the code france.')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });
});
