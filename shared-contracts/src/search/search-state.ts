import dayjs from 'dayjs';
import type { CountryCode } from '../countries';
import type { FilterItem } from '../schemas/filter-item';
import { emptyCompareSelection, type CompareSelection } from './compare-selection';

export type { FilterItem } from '../schemas/filter-item';

/** The nine filter groups of docs/product.md#search, in the order the advanced search shows them. */
export const FILTER_GROUPS = [
  'advertisers',
  'publishers',
  'industries',
  'products',
  'platforms',
  'formats',
  'categories',
  'sources',
  'excludedPublishers',
] as const;

export type FilterGroup = (typeof FILTER_GROUPS)[number];

export type FilterGroups = Record<FilterGroup, FilterItem[]>;

/** The snapshot breakdowns (docs/product.md#snapshots). */
export type SnapType = 'industries' | 'advertisers' | 'publishers';

/** The tabs bar of the data pages, index 0 to 7 (docs/product.md#search). */
export const SEARCH_TABS = [
  'industries',
  'advertisers',
  'products',
  'categories',
  'formats',
  'publishers',
  'platforms',
  'sources',
] as const;

export type SearchTab = (typeof SEARCH_TABS)[number];

/** Dates are calendar days, `YYYY-MM-DD`, read in GMT-3. */
export type IsoDate = string;

export interface PaginationParameters {
  requestedPageNumber: number;
  requestedResults: number;
}

/** The search every data view follows. The shell owns it; remotes read it. */
export interface SearchState {
  countries: CountryCode[];
  startDate: IsoDate;
  endDate: IsoDate;
  /** Filters applied: what the views show. */
  advancedFilters: FilterGroups;
  /** Filters queued in the toolbar, applied on Apply. */
  parameterQueue: FilterGroups;
  selectedTab: number;
  snapType: SnapType;
  snapFilter: FilterItem | null;
  paginationParameters: PaginationParameters;
  /** What Compare sets side by side; the other views ignore it (contract 1.1.0). */
  compare: CompareSelection;
}

export const DEFAULT_PAGE_SIZE = 15;
export const DEFAULT_RANGE_DAYS = 15;
export const EARLIEST_DATE: IsoDate = '2017-01-02';
export const DATE_FORMAT = 'YYYY-MM-DD';

export function emptyFilterGroups(): FilterGroups {
  return Object.fromEntries(FILTER_GROUPS.map((group) => [group, []])) as unknown as FilterGroups;
}

/** The last 15 days ending on `today` (spec: default range). */
export function defaultDateRange(today: IsoDate): { startDate: IsoDate; endDate: IsoDate } {
  return {
    startDate: dayjs(today).subtract(DEFAULT_RANGE_DAYS, 'day').format(DATE_FORMAT),
    endDate: today,
  };
}

/** The spec's default search: first allowed country, the last 15 days, no filters, tab 0. */
export function createDefaultSearch(allowedCountries: readonly CountryCode[], today: IsoDate): SearchState {
  return {
    countries: allowedCountries.length > 0 ? [allowedCountries[0] as CountryCode] : [],
    ...defaultDateRange(today),
    advancedFilters: emptyFilterGroups(),
    parameterQueue: emptyFilterGroups(),
    selectedTab: 0,
    snapType: 'industries',
    snapFilter: null,
    paginationParameters: { requestedPageNumber: 1, requestedResults: DEFAULT_PAGE_SIZE },
    compare: emptyCompareSelection(),
  };
}

/** How many filter groups hold at least one applied filter (the advanced-search badge). */
export function countActiveFilterGroups(filters: FilterGroups): number {
  return FILTER_GROUPS.filter((group) => filters[group].length > 0).length;
}
