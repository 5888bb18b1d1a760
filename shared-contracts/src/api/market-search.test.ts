import { emptyFilterGroups } from '../search/search-state';
import { tabDimension, toMarketSearchBody } from './market-search';

describe('toMarketSearchBody', () => {
  it('sends one object per country with integer ids and omits empty groups', () => {
    const advancedFilters = emptyFilterGroups();
    advancedFilters.advertisers.push({ id: '12', label: 'Acme', value: '12' });
    advancedFilters.sources.push({ id: 2, label: 'Programmatic', value: '2' });
    const body = toMarketSearchBody({
      countries: ['AR', 'MX'],
      startDate: '2024-06-01',
      endDate: '2024-06-16',
      advancedFilters,
    });
    expect(body).toEqual([
      { country: 'AR', since: '2024-06-01', until: '2024-06-16', advertisers: [12], sources: [2] },
      { country: 'MX', since: '2024-06-01', until: '2024-06-16', advertisers: [12], sources: [2] },
    ]);
  });
});

describe('tabDimension', () => {
  it('maps the tabs 0 to 7 to their dimension and anything else to industries', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(tabDimension)).toEqual([
      'industries',
      'advertisers',
      'products',
      'categories',
      'formats',
      'publishers',
      'platforms',
      'sources',
    ]);
    expect(tabDimension(8)).toBe('industries');
    expect(tabDimension(-1)).toBe('industries');
  });
});
