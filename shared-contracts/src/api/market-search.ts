import type { CountryCode } from '../countries';
import { FILTER_GROUPS, SEARCH_TABS, type FilterGroup, type IsoDate, type SearchState } from '../search/search-state';

/**
 * One country's query in the body of every market call (POST /v2/sov, /v2/soi, /v2/gallery,
 * /v2/snapshots/…): the country, the range (yyyy-MM-dd) and the filter ids of each group.
 * Empty groups are omitted.
 */
export type CountrySearchRequest = {
  country: CountryCode;
  since: IsoDate;
  until: IsoDate;
} & Partial<Record<FilterGroup, number[]>>;

/** The body of the market calls: one object per selected country (docs/product.md#calls). */
export type MarketSearchBody = CountrySearchRequest[];

/** The dimension a share of voice or investment breakdown is computed over (the tab). */
export type BreakdownDimension =
  'industries' | 'advertisers' | 'products' | 'categories' | 'formats' | 'publishers' | 'platforms' | 'sources';

/** The dimension of a tab (`selectedTab`, SEARCH_TABS index); industries for an unknown index. */
export function tabDimension(selectedTab: number): BreakdownDimension {
  return SEARCH_TABS[selectedTab] ?? 'industries';
}

/** Builds the market body from the applied search: one entry per country, ids as integers. */
export function toMarketSearchBody(
  search: Pick<SearchState, 'countries' | 'startDate' | 'endDate' | 'advancedFilters'>,
  countries: readonly CountryCode[] = search.countries,
): MarketSearchBody {
  const filterIds: Partial<Record<FilterGroup, number[]>> = {};
  for (const group of FILTER_GROUPS) {
    const ids = search.advancedFilters[group].map((item) => Number(item.id)).filter(Number.isInteger);
    if (ids.length > 0) filterIds[group] = ids;
  }
  return countries.map((country) => ({ country, since: search.startDate, until: search.endDate, ...filterIds }));
}
