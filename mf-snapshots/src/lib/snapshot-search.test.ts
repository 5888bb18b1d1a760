import { emptyFilterGroups } from 'shared-contracts';
import { chartDimension, secondDimension, snapshotScope, withSnapFilter } from './snapshot-search';

const acme = { id: 11, label: 'Acme Bank', value: '11' };
const search = {
  countries: ['AR' as const, 'BR' as const],
  startDate: '2024-06-01',
  endDate: '2024-06-30',
  advancedFilters: emptyFilterGroups(),
  selectedTab: 0,
  snapType: 'advertisers' as const,
  snapFilter: null,
};

describe('snapshot search', () => {
  it('shows the opposite dimension once a filter is set', () => {
    expect(chartDimension('advertisers', null)).toBe('advertisers');
    expect(chartDimension('advertisers', acme)).toBe('products');
    expect(chartDimension('industries', acme)).toBe('advertisers');
    expect(chartDimension('publishers', acme)).toBe('advertisers');
    expect(secondDimension('industries')).toBe('publishers');
    expect(secondDimension('publishers')).toBe('advertisers');
  });

  it('asks for the first country only, with the snap filter in its group, over the chart dimension', () => {
    expect(snapshotScope(search)).toEqual({
      countries: ['AR'],
      advancedFilters: search.advancedFilters,
      dimension: 'advertisers',
    });
    expect(snapshotScope({ ...search, snapFilter: acme })).toMatchObject({
      advancedFilters: { advertisers: [acme] },
      dimension: 'products',
    });
    expect(snapshotScope({ ...search, countries: [] })).toMatchObject({ countries: [] });
  });

  it('does not add a filter that is already applied', () => {
    const filters = { ...emptyFilterGroups(), advertisers: [acme] };
    expect(withSnapFilter(filters, 'advertisers', { ...acme, id: '11' })).toBe(filters);
  });
});
