import { countActiveFilterGroups, createDefaultSearch, emptyFilterGroups } from './search-state';
import { rangeLengthInDays, todayInProductZone } from '../dates';

describe('createDefaultSearch', () => {
  it('takes the first allowed country and the last 15 days', () => {
    const search = createDefaultSearch(['MX', 'AR'], '2024-06-30');
    expect(search.countries).toEqual(['MX']);
    expect(search).toMatchObject({ startDate: '2024-06-15', endDate: '2024-06-30', selectedTab: 0 });
    expect(search.paginationParameters).toEqual({ requestedPageNumber: 1, requestedResults: 15 });
    expect(rangeLengthInDays(search.startDate, search.endDate)).toBe(15);
  });
});

describe('countActiveFilterGroups', () => {
  it('counts groups with at least one filter', () => {
    const filters = emptyFilterGroups();
    filters.advertisers.push({ id: 1, label: 'Acme', value: '1' }, { id: 2, label: 'Beta', value: '2' });
    filters.sources.push({ id: 1, label: 'Direct', value: '1' });
    expect(countActiveFilterGroups(filters)).toBe(2);
  });
});

describe('todayInProductZone', () => {
  it('reads the calendar day in GMT-3, not in the machine zone', () => {
    expect(todayInProductZone(new Date('2024-07-01T02:00:00Z'))).toBe('2024-06-30');
    expect(todayInProductZone(new Date('2024-07-01T04:00:00Z'))).toBe('2024-07-01');
  });
});
