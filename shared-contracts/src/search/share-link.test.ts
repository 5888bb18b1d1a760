import { createDefaultSearch, type SearchState } from './search-state';
import { decodeShareLink, encodeShareLink, isShareLinkQuery } from './share-link';

function searchWithFilters(): SearchState {
  const search = createDefaultSearch(['AR', 'BR'], '2024-06-30');
  search.countries = ['AR', 'BR'];
  search.selectedTab = 2;
  search.advancedFilters.advertisers = [
    { id: 11, label: 'Acme Bank', value: '11' },
    { id: 12, label: 'Beta, Inc.', value: '12' },
  ];
  search.advancedFilters.sources = [{ id: 2, label: 'Programmatic', value: '2' }];
  return search;
}

describe('encodeShareLink', () => {
  it('writes the query format of the spec', () => {
    const query = encodeShareLink(searchWithFilters());
    expect(query).toContain('countries=AR,,BR');
    expect(query).toContain('from=2024-06-15&to=2024-06-30&tab=2');
    const advertisers = new URLSearchParams(query).get('advertisers');
    expect(advertisers).toBe('{"id":11,"label":"Acme Bank","value":"11"},,{"id":12,"label":"Beta, Inc.","value":"12"}');
    expect(query).not.toContain('publishers=');
    expect(query).not.toContain('snapType');
  });

  it('adds the snap type and snap filter for Snapshots', () => {
    const search = { ...searchWithFilters(), snapType: 'advertisers' as const };
    search.snapFilter = { id: 11, label: 'Acme Bank', value: '11' };
    const params = new URLSearchParams(encodeShareLink(search, { snapshot: true }));
    expect(params.get('snapType')).toBe('advertisers');
    expect(JSON.parse(params.get('snapFilter') ?? '')).toEqual({ id: 11, label: 'Acme Bank', value: '11' });
  });
});

describe('decodeShareLink', () => {
  it('reads back what it wrote', () => {
    const search = searchWithFilters();
    const decoded = decodeShareLink(encodeShareLink(search));
    expect(decoded).toEqual({
      ok: true,
      search: {
        countries: ['AR', 'BR'],
        startDate: '2024-06-15',
        endDate: '2024-06-30',
        selectedTab: 2,
        advancedFilters: search.advancedFilters,
      },
    });
  });

  it('reads back a snapshot link, through a full URL search too', () => {
    const search = { ...searchWithFilters(), snapType: 'publishers' as const };
    search.snapFilter = { id: 'p-7', label: 'Diario ,, Uno', value: 'p-7' };
    const url = new URL(`https://suite.test/dashboard/snapshots?${encodeShareLink(search, { snapshot: true })}`);
    const decoded = decodeShareLink(url.search);
    expect(decoded.ok && decoded.search.snapType).toBe('publishers');
    expect(decoded.ok && decoded.search.snapFilter).toEqual(search.snapFilter);
  });

  it('keeps labels holding double commas and quotes whole', () => {
    const search = searchWithFilters();
    search.advancedFilters.products = [
      { id: 1, label: 'A ,, B', value: '1' },
      { id: 2, label: 'say "hi",,{x}', value: '2' },
    ];
    const decoded = decodeShareLink(encodeShareLink(search));
    expect(decoded.ok && decoded.search.advancedFilters.products).toEqual(search.advancedFilters.products);
  });

  it('accepts separators that were percent-encoded along the way', () => {
    const decoded = decodeShareLink('countries=MX%2C%2CCL&from=2024-01-01&to=2024-01-31');
    expect(decoded).toMatchObject({ ok: true, search: { countries: ['MX', 'CL'], selectedTab: 0 } });
  });

  it('fills a missing item value with the id', () => {
    const decoded = decodeShareLink('countries=AR&from=2024-01-01&to=2024-01-31&industries={"id":3,"label":"Banks"}');
    expect(decoded.ok && decoded.search.advancedFilters.industries).toEqual([{ id: 3, label: 'Banks', value: '3' }]);
  });

  it.each([
    ['no countries', 'from=2024-01-01&to=2024-01-31', 'countries'],
    ['an unknown country', 'countries=AR,,XX&from=2024-01-01&to=2024-01-31', 'countries'],
    ['a missing end', 'countries=AR&from=2024-01-01', 'dates'],
    ['a day that does not exist', 'countries=AR&from=2024-02-30&to=2024-03-31', 'dates'],
    ['another date format', 'countries=AR&from=01/02/2024&to=2024-03-31', 'dates'],
    ['an end before the start', 'countries=AR&from=2024-03-01&to=2024-02-01', 'dates'],
    ['a tab out of range', 'countries=AR&from=2024-01-01&to=2024-01-31&tab=8', 'tab'],
    ['a tab that is not a number', 'countries=AR&from=2024-01-01&to=2024-01-31&tab=x', 'tab'],
    ['broken JSON', 'countries=AR&from=2024-01-01&to=2024-01-31&advertisers={"id":1,', 'filters'],
    ['an item without label', 'countries=AR&from=2024-01-01&to=2024-01-31&advertisers={"id":1}', 'filters'],
    ['an item that is a list', 'countries=AR&from=2024-01-01&to=2024-01-31&advertisers=[1]', 'filters'],
    ['an unknown snap type', 'countries=AR&from=2024-01-01&to=2024-01-31&snapType=brands', 'snapshot'],
    [
      'a snap filter without type',
      'countries=AR&from=2024-01-01&to=2024-01-31&snapFilter={"id":1,"label":"a"}',
      'snapshot',
    ],
  ])('refuses %s', (_case, query, error) => {
    expect(decodeShareLink(query)).toEqual({ ok: false, error });
  });
});

describe('isShareLinkQuery', () => {
  it.each([
    ['?countries=AR', true],
    ['from=2024-01-01', true],
    ['?page=2', false],
    ['', false],
  ])('%s -> %s', (query, expected) => {
    expect(isShareLinkQuery(query)).toBe(expected);
  });
});

describe('what Compare compares, in a share link', () => {
  const compare = {
    dimension: 'publishers' as const,
    entities: [
      { id: 7, label: 'Diario, Uno', value: '7' },
      { id: 9, label: 'Radio Dos', value: '9' },
    ],
  };

  it('travels only when asked, and reads back whole', () => {
    const search = { ...searchWithFilters(), compare };
    expect(encodeShareLink(search)).not.toContain('compare');
    const query = encodeShareLink(search, { compare: true });
    expect(new URLSearchParams(query).get('compare')).toBe('publishers');
    const decoded = decodeShareLink(query);
    expect(decoded.ok && decoded.search.compare).toEqual(compare);
  });

  it('keeps an empty selection as a dimension alone', () => {
    const query = encodeShareLink(
      { ...searchWithFilters(), compare: { dimension: 'industries', entities: [] } },
      { compare: true },
    );
    expect(query).not.toContain('compared=');
    const decoded = decodeShareLink(query);
    expect(decoded.ok && decoded.search.compare).toEqual({ dimension: 'industries', entities: [] });
  });

  it.each([
    ['an unknown dimension', 'compare=brands'],
    ['entities without a dimension', `compared=${encodeURIComponent('{"id":7,"label":"A"}')}`],
    ['an entity without a numeric id', `compare=advertisers&compared=${encodeURIComponent('{"id":"x","label":"A"}')}`],
    [
      'more than 20 entities',
      `compare=advertisers&compared=${Array.from({ length: 21 }, (_, index) =>
        encodeURIComponent(JSON.stringify({ id: index + 1, label: `A${index}` })),
      ).join(',,')}`,
    ],
  ])('refuses %s', (_case, part) => {
    expect(decodeShareLink(`countries=AR&from=2024-06-01&to=2024-06-30&${part}`)).toEqual({
      ok: false,
      error: 'compare',
    });
  });
});
