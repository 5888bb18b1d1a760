import {
  toMarketSearchBody,
  type BreakdownDimension,
  type CountryCode,
  type FilterGroups,
  type FilterItem,
  type MarketSearchBody,
  type SearchState,
  type SnapType,
} from 'shared-contracts';

/** The part of the search a snapshot follows. */
export type SnapshotSearchInput = Pick<
  SearchState,
  'countries' | 'startDate' | 'endDate' | 'advancedFilters' | 'snapType' | 'snapFilter'
>;

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

/** The applied filters with the snap filter added to its type's group (once). */
export function withSnapFilter(filters: FilterGroups, snapType: SnapType, snapFilter: FilterItem | null): FilterGroups {
  if (!snapFilter) return filters;
  const group = filters[snapType];
  if (group.some((item) => String(item.id) === String(snapFilter.id))) return filters;
  return { ...filters, [snapType]: [...group, snapFilter] };
}

export function toSnapshotSearch(search: SnapshotSearchInput): SnapshotSearch {
  const country = search.countries[0] ?? null;
  const advancedFilters = withSnapFilter(search.advancedFilters, search.snapType, search.snapFilter);
  return {
    country,
    snapType: search.snapType,
    snapFilter: search.snapFilter,
    body: country ? toMarketSearchBody({ ...search, advancedFilters }, [country]) : [],
    chartDimension: chartDimension(search.snapType, search.snapFilter),
    secondDimension: secondDimension(search.snapType),
  };
}
