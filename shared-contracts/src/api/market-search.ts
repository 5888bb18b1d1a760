import type { CountryCode } from '../countries';
import type { Language } from '../languages';
import type { MarketSearchBody } from '../schemas/market-search';
import { FILTER_GROUPS, SEARCH_TABS, type FilterGroup, type SearchState, type SearchTab } from '../search/search-state';

export type { CountrySearchRequest, MarketSearchBody } from '../schemas/market-search';

/** The dimension a share of voice or investment breakdown is computed over (the tab). */
export type BreakdownDimension = SearchTab;

/**
 * The breakdowns' names in every language, the one source of them (docs/product.md#search): the
 * shell's tabs and filter groups, every view that charts a breakdown (through shared-ui) and the
 * API's reports read them here.
 */
export const BREAKDOWN_NAMES: Readonly<Record<Language, Readonly<Record<BreakdownDimension, string>>>> = {
  es: {
    industries: 'Industrias',
    advertisers: 'Anunciantes',
    products: 'Productos',
    categories: 'Categorías',
    formats: 'Formatos',
    publishers: 'Medios',
    platforms: 'Plataformas',
    sources: 'Fuentes',
  },
  en: {
    industries: 'Industries',
    advertisers: 'Advertisers',
    products: 'Products',
    categories: 'Categories',
    formats: 'Formats',
    publishers: 'Publishers',
    platforms: 'Platforms',
    sources: 'Sources',
  },
  pt: {
    industries: 'Indústrias',
    advertisers: 'Anunciantes',
    products: 'Produtos',
    categories: 'Categorias',
    formats: 'Formatos',
    publishers: 'Veículos',
    platforms: 'Plataformas',
    sources: 'Fontes',
  },
};

/** The dimension of a tab (`selectedTab`, SEARCH_TABS index); industries for an unknown index. */
export function tabDimension(selectedTab: number): BreakdownDimension {
  return SEARCH_TABS[selectedTab] ?? 'industries';
}

/**
 * What a breakdown's shares are of when the search filters the dimension it ranks (four
 * advertisers on the Advertisers tab): `selected`, the selected labels' shares among themselves
 * (the spec's, and the default); `all`, their shares among every label of the search without that
 * filter (`?basis=all`). Without such a filter both are the same.
 */
export type ShareBasis = 'selected' | 'all';

/** Whether the search's filters narrow the ranking of `dimension` (its own filter group is set). */
export function narrowsRanking(
  filters: Partial<Record<FilterGroup, readonly unknown[]>>,
  dimension: BreakdownDimension,
): boolean {
  return (filters[dimension]?.length ?? 0) > 0;
}

/**
 * What a market call of a breakdown depends on (`POST /v2/sov|soi/{dimension}?lang=…` with the
 * body, and `basis=all` when asked): the whole of it goes in the query key, so a new search is a
 * new query and the old one is cancelled.
 */
export interface MarketRequest {
  dimension: BreakdownDimension;
  language: string;
  body: MarketSearchBody;
  basis?: ShareBasis;
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
