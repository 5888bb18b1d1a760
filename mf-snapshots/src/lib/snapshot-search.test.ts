import { emptyFilterGroups } from 'shared-contracts';
import { chartDimension, secondDimension, snapshotScope } from './snapshot-search';

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

  it("narrows the search's group of the snap type to the snap filter; the other groups still apply", () => {
    const beta = { id: 12, label: 'Beta Telecom', value: '12' };
    const video = { id: 3, label: 'Video ADs', value: '3' };
    const advancedFilters = { ...emptyFilterGroups(), advertisers: [beta, acme], formats: [video] };

    expect(snapshotScope({ ...search, advancedFilters, snapFilter: acme })).toMatchObject({
      advancedFilters: { advertisers: [acme], formats: [video] },
    });
    expect(
      snapshotScope({ ...search, advancedFilters, snapType: 'industries', snapFilter: video }).advancedFilters,
    ).toMatchObject({ advertisers: [beta, acme], industries: [video], formats: [video] });
  });
});
