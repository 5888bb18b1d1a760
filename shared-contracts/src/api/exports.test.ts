import type { CountryCode } from '../countries';
import { buildQueryString } from '../http';
import { emptyFilterGroups } from '../search/search-state';
import { exportPath, toExportQuery } from './exports';

describe('toExportQuery', () => {
  it('takes the first country, slashes the dates and lists the ids of filled groups', () => {
    const advancedFilters = {
      ...emptyFilterGroups(),
      advertisers: [
        { id: 12, label: 'Acme', value: 'Acme' },
        { id: '40', label: 'Globex', value: 'Globex' },
      ],
      excludedPublishers: [{ id: 7, label: 'Daily', value: 'Daily' }],
    };
    const query = toExportQuery({
      countries: ['MX', 'AR'],
      startDate: '2024-06-01',
      endDate: '2024-06-16',
      advancedFilters,
    });

    expect(query).toEqual({
      country: 'MX',
      since: '2024/06/01',
      until: '2024/06/16',
      advertisers: [12, 40],
      excludedPublishers: [7],
    });
    expect(buildQueryString(query ?? undefined)).toBe(
      '?country=MX&since=2024%2F06%2F01&until=2024%2F06%2F16&advertisers=12&advertisers=40&excludedPublishers=7',
    );
  });

  it('lists every selected country when the file holds them all, and only then', () => {
    const search = {
      countries: ['AR', 'MX'] as CountryCode[],
      startDate: '2024-06-01' as const,
      endDate: '2024-06-16' as const,
      advancedFilters: emptyFilterGroups(),
    };
    expect(toExportQuery(search, 'en', 'all')).toEqual({
      country: 'AR',
      countries: ['AR', 'MX'],
      since: '2024/06/01',
      until: '2024/06/16',
      lang: 'en',
    });
    expect(buildQueryString(toExportQuery(search, undefined, 'all') ?? undefined)).toBe(
      '?country=AR&since=2024%2F06%2F01&until=2024%2F06%2F16&countries=AR&countries=MX',
    );
    expect(toExportQuery(search)).not.toHaveProperty('countries');
    expect(toExportQuery({ ...search, countries: ['AR'] }, undefined, 'all')).not.toHaveProperty('countries');
  });

  it('is null without a country', () => {
    expect(
      toExportQuery({
        countries: [],
        startDate: '2024-06-01',
        endDate: '2024-06-16',
        advancedFilters: emptyFilterGroups(),
      }),
    ).toBeNull();
  });

  it('builds the export path of a type and format', () => {
    expect(exportPath('soi', 'pdf')).toBe('/soi/export/pdf');
    expect(exportPath('campaign_details', 'excel')).toBe('/campaign_details/export/excel');
  });
});
