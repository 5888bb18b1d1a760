import { emptyFilterGroups } from '../search/search-state';
import { toMarketSearchBody } from './market-search';

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
