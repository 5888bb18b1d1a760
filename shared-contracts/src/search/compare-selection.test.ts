import { emptyCompareSelection, readCompareSelection, sameCompareSelection } from './compare-selection';

describe('readCompareSelection', () => {
  it('reads a dimension and its entities, each once, in order', () => {
    const entities = [
      { id: 3, label: 'Acme', value: '3' },
      { id: 1, label: 'Beta' },
      { id: 3, label: 'Acme', value: '3' },
    ];
    expect(readCompareSelection({ dimension: 'advertisers', entities })).toEqual({
      dimension: 'advertisers',
      entities: [
        { id: 3, label: 'Acme', value: '3' },
        { id: 1, label: 'Beta', value: '1' },
      ],
    });
  });

  it.each([
    ['nothing', undefined],
    ['another dimension', { dimension: 'products', entities: [] }],
    ['entities that are no list', { dimension: 'advertisers', entities: 'x' }],
    ['an entity without a name', { dimension: 'advertisers', entities: [{ id: 1, label: '' }] }],
    ['an id that is not a positive integer', { dimension: 'advertisers', entities: [{ id: 0, label: 'A' }] }],
  ])('refuses %s', (_case, value) => {
    expect(readCompareSelection(value)).toBeNull();
  });
});

describe('sameCompareSelection', () => {
  it('compares the dimension and the ids in order', () => {
    const a = { dimension: 'advertisers' as const, entities: [{ id: 1, label: 'A', value: '1' }] };
    expect(sameCompareSelection(a, { ...a, entities: [{ id: 1, label: 'Renamed', value: '1' }] })).toBe(true);
    expect(sameCompareSelection(a, { ...a, dimension: 'publishers' })).toBe(false);
    expect(sameCompareSelection(a, emptyCompareSelection())).toBe(false);
  });
});
