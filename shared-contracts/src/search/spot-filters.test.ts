import type { SpotRow } from '../api/creatives';
import { spotFilters } from './spot-filters';

const SPOT: SpotRow = {
  id: 90,
  campaignId: 7,
  date: '2024-06-10',
  advertiser: 'Banco Sol',
  advertiserId: 11,
  platform: 'Desktop',
  platformId: 1,
  publisher: 'Diario Uno',
  publisherId: 31,
  category: 'Finance',
  categoryId: 41,
  format: 'Standard ADs',
  formatId: 2,
  product: 'Cuenta Sueldo',
  productId: 21,
  industry: 'Banking',
  industryId: 5,
  pViewability: null,
  style: 'default',
  styleAttributes: {},
  creativity: '/creative.png',
  screenshot: '',
  firstSeenDate: '2024-05-02',
};

describe('spotFilters', () => {
  it("offers the spot's seven names as filters, in the dialog's order", () => {
    expect(spotFilters(SPOT)).toEqual([
      { group: 'advertisers', item: { id: 11, label: 'Banco Sol', value: '11' } },
      { group: 'products', item: { id: 21, label: 'Cuenta Sueldo', value: '21' } },
      { group: 'industries', item: { id: 5, label: 'Banking', value: '5' } },
      { group: 'publishers', item: { id: 31, label: 'Diario Uno', value: '31' } },
      { group: 'platforms', item: { id: 1, label: 'Desktop', value: '1' } },
      { group: 'formats', item: { id: 2, label: 'Standard ADs', value: '2' } },
      { group: 'categories', item: { id: 41, label: 'Finance', value: '41' } },
    ]);
  });

  it('leaves out a name the answer carries no id for', () => {
    const { publisherId: _publisher, categoryId: _category, ...withoutIds } = SPOT;
    expect(spotFilters(withoutIds).map((filter) => filter.group)).toEqual([
      'advertisers',
      'products',
      'industries',
      'platforms',
      'formats',
    ]);
  });
});
