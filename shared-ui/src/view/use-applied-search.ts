import { useMemo } from 'react';
import {
  tabDimension,
  toMarketSearchBody,
  type BreakdownDimension,
  type CountryCode,
  type FilterGroups,
  type HostApi,
  type MarketRequest,
  type MarketSearchBody,
  type SearchState,
} from 'shared-contracts';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { useSharedUiTranslation } from '../i18n/use-shared-ui-translation';

/** The fields of the applied search (the shell's search store) that a data view follows. */
type AppliedSearchFields = Pick<
  SearchState,
  'countries' | 'startDate' | 'endDate' | 'advancedFilters' | 'selectedTab' | 'snapType' | 'snapFilter'
>;

/**
 * What a view narrows of the applied search before it asks the API: the countries its calls read
 * (Real-Time Spend: those with investment; Snapshots and Campaigns: the first), the filters, the
 * breakdown (the tab's unless said). Define it once at module level so its identity is stable.
 */
export type MarketScope = (
  search: AppliedSearchFields,
) => Partial<{ countries: readonly CountryCode[]; advancedFilters: FilterGroups; dimension: BreakdownDimension }>;

/** The applied search as a view reads it, with the request it derives. */
export interface AppliedSearch extends AppliedSearchFields {
  /** The countries the body holds (the applied ones, narrowed by the view's scope). */
  marketCountries: readonly CountryCode[];
  /** The breakdown: the tab's, unless the scope picks another. */
  dimension: BreakdownDimension;
  /** The language the answer's names come in. */
  language: string;
  /** The body of the market calls: one object per country (docs/product.md#calls). */
  body: MarketSearchBody;
  /**
   * The query key of the view's breakdown call: the dimension, the language and the body. A new
   * search is a new key, so the request in flight is cancelled. Same object while nothing changes.
   */
  queryKey: MarketRequest;
}

const everything: MarketScope = () => ({});

function fieldsOf(state: SearchState): AppliedSearchFields {
  return {
    countries: state.countries,
    startDate: state.startDate,
    endDate: state.endDate,
    advancedFilters: state.advancedFilters,
    selectedTab: state.selectedTab,
    snapType: state.snapType,
    snapFilter: state.snapFilter,
  };
}

function marketOf(fields: AppliedSearchFields, scope: MarketScope) {
  const narrowed = scope(fields);
  const countries = narrowed.countries ?? fields.countries;
  const advancedFilters = narrowed.advancedFilters ?? fields.advancedFilters;
  return {
    marketCountries: countries,
    dimension: narrowed.dimension ?? tabDimension(fields.selectedTab),
    body: toMarketSearchBody({ ...fields, advancedFilters }, countries),
  };
}

function appliedSearchOf(
  fields: AppliedSearchFields,
  market: ReturnType<typeof marketOf>,
  language: string,
): AppliedSearch {
  return { ...fields, ...market, language, queryKey: { dimension: market.dimension, language, body: market.body } };
}

/**
 * The one applied-search hook of the views: reads the shell's search store through the HostApi,
 * narrows it by the view's `scope`, and derives the market body and the query key.
 */
export function useAppliedSearch(host: HostApi, scope: MarketScope = everything): AppliedSearch {
  const { i18n } = useSharedUiTranslation(host.i18n);
  const language = i18n.language;
  const fields = useStore(host.search, useShallow(fieldsOf));
  const market = useMemo(() => marketOf(fields, scope), [fields, scope]);
  return useMemo(() => appliedSearchOf(fields, market, language), [fields, market, language]);
}

/**
 * The applied search as `useAppliedSearch` gives it, read once outside React: for the requests a
 * page makes as it opens, started before it shows (RemoteModule's `viewQueries`). Same query key.
 */
export function readAppliedSearch(host: HostApi, scope: MarketScope = everything): AppliedSearch {
  const fields = fieldsOf(host.search.getState());
  return appliedSearchOf(fields, marketOf(fields, scope), host.i18n.language);
}
