import { emptyFilterGroups, type FilterGroups } from 'shared-contracts';
import { allowedTab, checkQueueable, isProductsTabEnabled, mergeQueue, showsAutoFiltersAlert } from './filter-rules';

const acme = { id: 11, label: 'Acme', value: '11' };
const beta = { id: 12, label: 'Beta', value: '12' };
const shoes = { id: 5, label: 'Shoes', value: '5' };

function groups(partial: Partial<FilterGroups>): FilterGroups {
  return { ...emptyFilterGroups(), ...partial };
}

describe('checkQueueable', () => {
  it.each([
    ['a new advertiser', groups({}), groups({}), 'advertisers', acme, null],
    [
      'an advertiser already queued',
      groups({ advertisers: [acme] }),
      groups({}),
      'advertisers',
      acme,
      'errors.filters',
    ],
    [
      'an advertiser already applied (id as text)',
      groups({}),
      groups({ advertisers: [acme] }),
      'advertisers',
      { ...acme, id: '11' },
      'errors.filters',
    ],
    ['the same id in another group', groups({ advertisers: [acme] }), groups({}), 'products', acme, null],
    ['a first source', groups({}), groups({}), 'sources', acme, null],
    ['a second source queued', groups({ sources: [acme] }), groups({}), 'sources', beta, 'errors.filters.sources'],
    [
      'a second source beside an applied one',
      groups({}),
      groups({ sources: [acme] }),
      'sources',
      beta,
      'errors.filters.sources',
    ],
    ['the same source again', groups({}), groups({ sources: [acme] }), 'sources', acme, 'errors.filters'],
  ] as const)('%s', (_case, parameterQueue, advancedFilters, group, item, expected) => {
    expect(checkQueueable({ parameterQueue, advancedFilters }, group, item)).toBe(expected);
  });
});

describe('mergeQueue', () => {
  it('appends the queue to the applied filters, each item once', () => {
    const merged = mergeQueue(
      groups({ advertisers: [acme] }),
      groups({ advertisers: [acme, beta], products: [shoes] }),
    );
    expect(merged.advertisers).toEqual([acme, beta]);
    expect(merged.products).toEqual([shoes]);
  });
});

describe('the products tab', () => {
  it('opens with an advertiser or a product filter', () => {
    expect(isProductsTabEnabled(groups({}))).toBe(false);
    expect(isProductsTabEnabled(groups({ advertisers: [acme] }))).toBe(true);
    expect(isProductsTabEnabled(groups({ products: [shoes] }))).toBe(true);
    expect(isProductsTabEnabled(groups({ industries: [acme] }))).toBe(false);
  });

  it.each([
    [2, groups({}), 0],
    [2, groups({ products: [shoes] }), 2],
    [1, groups({}), 1],
    [7, groups({}), 7],
    [8, groups({}), 0],
    [-1, groups({}), 0],
  ])('tab %i with %j gives %i', (tab, filters, expected) => {
    expect(allowedTab(tab, filters)).toBe(expected);
  });
});

describe('showsAutoFiltersAlert', () => {
  it.each([
    ['products on industries', groups({ products: [shoes] }), 0, true],
    ['products on advertisers', groups({ products: [shoes] }), 1, true],
    ['products on products', groups({ products: [shoes] }), 2, false],
    ['advertisers on industries', groups({ advertisers: [acme] }), 0, true],
    ['advertisers on advertisers', groups({ advertisers: [acme] }), 1, false],
    ['industries only', groups({ industries: [acme] }), 0, false],
  ])('%s: %s', (_case, filters, tab, expected) => {
    expect(showsAutoFiltersAlert(filters, tab)).toBe(expected);
  });
});
