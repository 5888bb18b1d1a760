import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { emptyFilterGroups, type HostApi, type HttpClient } from 'shared-contracts';
import { createTestHost } from 'shared-contracts/testing';
import { applySearch, renderWithHost } from '../testing/render-with-host';
import { readAppliedSearch, useAppliedSearch, type AppliedSearch, type MarketScope } from './use-applied-search';

const acme = { id: '12', label: 'Acme', value: '12' };
const firstCountry: MarketScope = (search) => ({ countries: search.countries.slice(0, 1) });
const overPublishers: MarketScope = () => ({ dimension: 'publishers' });

/** A view the way the remotes write one: the applied search's query key fetches its breakdown. */
function BreakdownView({ host, scope }: { host: HostApi; scope?: MarketScope }) {
  const search = useAppliedSearch(host, scope);
  const { data } = useQuery({
    queryKey: ['probe', search.queryKey],
    queryFn: ({ signal }) =>
      host.http.post<string>(`/v2/sov/${search.queryKey.dimension}`, search.queryKey.body, {
        signal,
        query: { lang: search.queryKey.language },
      }),
  });
  return (
    <p>
      {data ?? 'loading'} for {search.marketCountries.join(', ') || 'no country'}
    </p>
  );
}

function fakeHttp() {
  const post = jest.fn(async (path: string, _body: unknown, _options: { query: object }) => `answer of ${path}`);
  const http: HttpClient = { get: jest.fn(), post, request: jest.fn() } as unknown as HttpClient;
  return { http, post };
}

describe('useAppliedSearch', () => {
  it('asks for the tab’s breakdown with one body entry per applied country, filters as integer ids', async () => {
    const { http, post } = fakeHttp();
    const advancedFilters = { ...emptyFilterGroups(), advertisers: [acme] };
    const host = createTestHost({
      http,
      search: {
        countries: ['AR', 'BR'],
        startDate: '2024-06-01',
        endDate: '2024-06-16',
        advancedFilters,
        selectedTab: 1,
      },
    });
    renderWithHost(<BreakdownView host={host} />, { host });

    expect(await screen.findByText('answer of /v2/sov/advertisers for AR, BR')).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(
      '/v2/sov/advertisers',
      [
        { country: 'AR', since: '2024-06-01', until: '2024-06-16', advertisers: [12] },
        { country: 'BR', since: '2024-06-01', until: '2024-06-16', advertisers: [12] },
      ],
      expect.objectContaining({ query: { lang: 'en' } }),
    );
  });

  it('asks again when the shell applies a new search or the language changes, not when nothing did', async () => {
    const { http, post } = fakeHttp();
    const host = createTestHost({ http, search: { countries: ['AR'], selectedTab: 0 } });
    renderWithHost(<BreakdownView host={host} />, { host });
    expect(await screen.findByText('answer of /v2/sov/industries for AR')).toBeInTheDocument();

    applySearch(host, { selectedTab: 5 });
    expect(await screen.findByText('answer of /v2/sov/publishers for AR')).toBeInTheDocument();
    applySearch(host, { snapType: 'publishers' });
    await act(() => host.i18n.changeLanguage('pt'));
    expect(await screen.findByText('answer of /v2/sov/publishers for AR')).toBeInTheDocument();

    expect(post.mock.calls.map(([path, , options]) => [path, options.query])).toEqual([
      ['/v2/sov/industries', { lang: 'en' }],
      ['/v2/sov/publishers', { lang: 'en' }],
      ['/v2/sov/publishers', { lang: 'pt' }],
    ]);
  });

  it('narrows the countries and the breakdown by the view’s scope', async () => {
    const { http, post } = fakeHttp();
    const host = createTestHost({ http, search: { countries: ['MX', 'AR'], selectedTab: 0 } });
    renderWithHost(<BreakdownView host={host} scope={firstCountry} />, { host });
    expect(await screen.findByText('answer of /v2/sov/industries for MX')).toBeInTheDocument();
    expect(post.mock.calls[0]?.[1]).toEqual([expect.objectContaining({ country: 'MX' })]);

    const other = createTestHost({ http, search: { countries: ['CL'], selectedTab: 0 } });
    renderWithHost(<BreakdownView host={other} scope={overPublishers} />, { host: other });
    expect(await screen.findByText('answer of /v2/sov/publishers for CL')).toBeInTheDocument();
  });

  it('says no country while none is applied', () => {
    const { http } = fakeHttp();
    const host = createTestHost({ http, search: { countries: [] } });
    renderWithHost(<BreakdownView host={host} scope={firstCountry} />, { host });
    expect(screen.getByText('loading for no country')).toBeInTheDocument();
  });

  it('reads, outside React, the same applied search and query key as the hook gives the view', async () => {
    const host = createTestHost({
      search: { countries: ['AR', 'BR', 'CL'], startDate: '2024-06-01', endDate: '2024-06-16', selectedTab: 3 },
    });
    await act(() => host.i18n.changeLanguage('es'));
    const seen: AppliedSearch[] = [];
    function Probe() {
      seen.push(useAppliedSearch(host, firstCountry));
      return null;
    }
    renderWithHost(<Probe />, { host });

    const read = readAppliedSearch(host, firstCountry);
    expect(read.queryKey).toEqual(seen.at(-1)?.queryKey);
    expect(read.queryKey).toEqual({
      dimension: 'categories',
      language: 'es',
      body: [{ country: 'AR', since: '2024-06-01', until: '2024-06-16' }],
    });
    expect(readAppliedSearch(host, overPublishers).queryKey.dimension).toBe('publishers');
  });
});
