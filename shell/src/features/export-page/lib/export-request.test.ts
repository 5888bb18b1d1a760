import { emptyFilterGroups } from 'shared-contracts';
import { exportPageLink, parseExportRequest } from './export-request';

describe('the export page request', () => {
  it('reads the country, dates and repeated filter ids, sent as filter objects', () => {
    const query = new URLSearchParams(
      'country=AR&since=2024-06-01&until=2024-06-15&advertisers=12&advertisers=13&sources=x',
    );
    expect(parseExportRequest('sov', 'excel', query)).toEqual({
      type: 'sov',
      format: 'excel',
      body: { country: 'AR', since: '2024-06-01', until: '2024-06-15', advertisers: [{ id: 12 }, { id: 13 }] },
    });
  });

  it('reads the repeated countries of a file holding several', () => {
    const query = new URLSearchParams('country=AR&since=2024-06-01&until=2024-06-15&countries=AR&countries=MX');
    expect(parseExportRequest('campaign_details', 'csv', query)?.body).toEqual({
      country: 'AR',
      countries: ['AR', 'MX'],
      since: '2024-06-01',
      until: '2024-06-15',
    });
  });

  it('adds the breakdown for snapshots', () => {
    const query = new URLSearchParams('country=AR&since=2024/05/01&until=2024/06/15&type=advertisers');
    expect(parseExportRequest('snapshots', 'pdf', query)?.body).toEqual({
      country: 'AR',
      since: '2024/05/01',
      until: '2024/06/15',
      type: 'advertisers',
    });
  });

  it.each([
    ['nope', 'excel', 'country=AR&since=2024-06-01&until=2024-06-15'],
    ['sov', 'csv', 'country=AR&since=2024-06-01&until=2024-06-15'],
    ['sov', 'excel', 'since=2024-06-01&until=2024-06-15'],
    ['sov', 'excel', 'country=AR&since=yesterday&until=2024-06-15'],
  ])('refuses /%s/%s?%s', (type, format, query) => {
    expect(parseExportRequest(type, format, new URLSearchParams(query))).toBeNull();
  });

  it("links the current page's Excel export with the applied search", () => {
    const search = {
      countries: ['AR' as const],
      startDate: '2024-06-01',
      endDate: '2024-06-15',
      snapType: 'publishers' as const,
      snapFilter: null,
      advancedFilters: { ...emptyFilterGroups(), advertisers: [{ id: 12, label: 'Acme', value: '12' }] },
    };
    expect(exportPageLink('investment', search)).toBe(
      '/dashboard/export/soi/excel?country=AR&since=2024-06-01&until=2024-06-15&advertisers=12',
    );
    expect(exportPageLink('snapshots', search)).toContain('/dashboard/export/snapshots/excel?');
    expect(exportPageLink('snapshots', search)).toContain('type=publishers');
    expect(exportPageLink('home', search)).toContain('/dashboard/export/sov/excel?');
    expect(exportPageLink('home', { ...search, countries: [] })).toBeNull();
    expect(exportPageLink('shareofvoice', { ...search, countries: ['AR', 'MX'] })).toBe(
      '/dashboard/export/sov/excel?country=AR&since=2024-06-01&until=2024-06-15&countries=AR&countries=MX&advertisers=12',
    );
  });

  it("narrows the snapshot's type to its quick-search name, as the page does", () => {
    const search = {
      countries: ['AR' as const],
      startDate: '2024-06-01',
      endDate: '2024-06-15',
      snapType: 'publishers' as const,
      snapFilter: { id: 77, label: 'diario.test', value: '77' },
      advancedFilters: emptyFilterGroups(),
    };
    expect(exportPageLink('snapshots', search)).toBe(
      '/dashboard/export/snapshots/excel?country=AR&since=2024-06-01&until=2024-06-15&publishers=77&type=publishers',
    );
    // Other pages ignore the snapshot's quick search.
    expect(exportPageLink('shareofvoice', search)).not.toContain('publishers=77');
    // The name replaces the publishers the search holds: the file is that publisher's alone.
    const several = {
      ...search,
      advancedFilters: { ...emptyFilterGroups(), publishers: [{ id: 5, label: 'a.test', value: '5' }] },
    };
    expect(exportPageLink('snapshots', several)).toBe(
      '/dashboard/export/snapshots/excel?country=AR&since=2024-06-01&until=2024-06-15&publishers=77&type=publishers',
    );
  });
});
