import type { FilterGroups, FilterItem, SnapType } from './search-state';

/**
 * The filters of a snapshot of one industry, advertiser or publisher (docs/product.md#snapshots):
 * the one chosen replaces the search's group of its type, so the snapshot shows that one alone,
 * named as it is; the other groups of the search still apply.
 */
export function narrowToSnapFilter(
  filters: FilterGroups,
  snapType: SnapType,
  snapFilter: FilterItem | null,
): FilterGroups {
  if (!snapFilter) return filters;
  return { ...filters, [snapType]: [snapFilter] };
}
