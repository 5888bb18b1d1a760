import { savedComparison } from './account';

const entity = (id: number | string) => ({ id, label: `Entity ${id}`, value: String(id) });

describe('what a report saved on Compare keeps', () => {
  it('the dimension and the ids, in order, each once', () => {
    expect(savedComparison({ dimension: 'publishers', entities: [entity(9), entity('7'), entity(9)] })).toEqual({
      dimension: 'publishers',
      entities: [9, 7],
    });
  });

  it('nothing outside 2 to 20 entities, or with an id that is not a positive integer', () => {
    expect(savedComparison({ dimension: 'advertisers', entities: [entity(1)] })).toBeNull();
    expect(savedComparison({ dimension: 'advertisers', entities: [entity(1), entity(1)] })).toBeNull();
    const many = Array.from({ length: 21 }, (_, index) => entity(index + 1));
    expect(savedComparison({ dimension: 'industries', entities: many })).toBeNull();
    expect(savedComparison({ dimension: 'industries', entities: many.slice(0, 20) })?.entities).toHaveLength(20);
    expect(savedComparison({ dimension: 'advertisers', entities: [entity(1), entity('abc')] })).toBeNull();
  });
});
