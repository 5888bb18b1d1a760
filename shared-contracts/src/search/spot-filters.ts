import type { SpotRow } from '../api/creatives';
import type { FilterGroup, FilterItem } from './search-state';

/** One of a spot's names as a filter of its group. */
export interface SpotFilter {
  group: FilterGroup;
  item: FilterItem;
}

/** The attributes the add-filters dialog offers, in its order (docs/product.md#shell-frame). */
const SPOT_ATTRIBUTES = [
  ['advertisers', 'advertiser', 'advertiserId'],
  ['products', 'product', 'productId'],
  ['industries', 'industry', 'industryId'],
  ['publishers', 'publisher', 'publisherId'],
  ['platforms', 'platform', 'platformId'],
  ['formats', 'format', 'formatId'],
  ['categories', 'category', 'categoryId'],
] as const satisfies readonly (readonly [FilterGroup, keyof SpotRow, keyof SpotRow])[];

/**
 * A spot's names as filters: advertiser, product, industry, publisher, platform, format and
 * category. A name the answer carries no id for is left out (a filter is an id).
 */
export function spotFilters(spot: SpotRow): SpotFilter[] {
  return SPOT_ATTRIBUTES.flatMap(([group, name, idKey]) => {
    const id = spot[idKey];
    const label = spot[name];
    if (typeof id !== 'number' || !label) return [];
    return [{ group, item: { id, label, value: String(id) } }];
  });
}
