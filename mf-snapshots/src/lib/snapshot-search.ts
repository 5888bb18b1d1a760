import {
  narrowToSnapFilter,
  type BreakdownDimension,
  type CountryCode,
  type FilterItem,
  type MarketRequest,
  type MarketSearchBody,
  type SnapType,
} from 'shared-contracts';
import type { AppliedSearch, MarketScope } from 'shared-ui';

/** What every snapshot call of one search shares. */
export interface SnapshotSearch {
  /** Snapshots read one country (the toolbar offers a radio list); null before one is chosen. */
  country: CountryCode | null;
  snapType: SnapType;
  snapFilter: FilterItem | null;
  /** One entry (the country), with the snap filter in its type's group. */
  body: MarketSearchBody;
  /** The breakdown of the charts: the type, or its opposite once a filter narrows it to one name. */
  chartDimension: BreakdownDimension;
  /** The breakdown beside it (the second pies and the stats' count). */
  secondDimension: 'publishers' | 'advertisers';
  /** The query key of the breakdown calls: the chart dimension, the language and the body. */
  queryKey: MarketRequest;
}

/**
 * With a filter set the charts show the opposite dimension (docs/product.md#snapshots): an advertiser's
 * products; an industry's or a publisher's advertisers.
 */
export function chartDimension(snapType: SnapType, snapFilter: FilterItem | null): BreakdownDimension {
  if (!snapFilter) return snapType;
  return snapType === 'advertisers' ? 'products' : 'advertisers';
}

/** Publishers beside industries and advertisers; advertisers beside publishers. */
export function secondDimension(snapType: SnapType): 'publishers' | 'advertisers' {
  return snapType === 'publishers' ? 'advertisers' : 'publishers';
}

/** A snapshot reads the first country, narrowed to the snap filter, over its chart dimension. */
export const snapshotScope: MarketScope = (search) => ({
  countries: search.countries.slice(0, 1),
  advancedFilters: narrowToSnapFilter(search.advancedFilters, search.snapType, search.snapFilter),
  dimension: chartDimension(search.snapType, search.snapFilter),
});

/** The snapshot's view of the applied search (read through `snapshotScope`). */
export function toSnapshotSearch(search: AppliedSearch): SnapshotSearch {
  return {
    country: search.marketCountries[0] ?? null,
    snapType: search.snapType,
    snapFilter: search.snapFilter,
    body: search.body,
    chartDimension: search.dimension,
    secondDimension: secondDimension(search.snapType),
    queryKey: search.queryKey,
  };
}
