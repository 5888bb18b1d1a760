import type { StoreApi } from 'zustand/vanilla';
import {
  createDefaultSearch,
  DEFAULT_PAGE_SIZE,
  emptyFilterGroups,
  todayInProductZone,
  readCompareSelection,
  sameCompareSelection,
  type CompareSelection,
  type CountryCode,
  type FilterGroup,
  type FilterItem,
  type IsoDate,
  type SearchState,
  type SharedSearch,
  type SnapType,
} from 'shared-contracts';
import { countriesForPage, sameCountries } from './lib/country-rules';
import { checkDateRange, rangeForPage, rangeForPlan, type DateRange, type DateRangeRejection } from './lib/date-rules';
import { addItem, allowedTab, checkQueueable, mergeQueue, removeItem, type FilterRejection } from './lib/filter-rules';
import type { SearchContext, SearchPage } from './lib/search-page';

export interface SearchActionsOptions {
  /** The countries of the token (docs/product.md#countries). */
  allowedCountries: () => readonly CountryCode[];
  today?: () => IsoDate;
}

/** A shared search the user may not open: none of its countries is theirs. */
type SharedSearchRejection = 'countriesNotAllowed' | DateRangeRejection;

/**
 * The only writes to the search store. Each returns the spec's error key when a rule refuses,
 * and leaves the store untouched then; the rules themselves are pure functions in `lib/`.
 */
export interface SearchActions {
  queueFilter(group: FilterGroup, item: FilterItem): FilterRejection | null;
  removeQueued(group: FilterGroup, id: FilterItem['id']): void;
  removeApplied(group: FilterGroup, id: FilterItem['id']): void;
  /** Moves the queue into the applied filters, if the range the page shows suits it. */
  apply(context: SearchContext): DateRangeRejection | null;
  /** Queues `item` and applies at once (a result item's "search now"). */
  searchNow(group: FilterGroup, item: FilterItem, context: SearchContext): FilterRejection | DateRangeRejection | null;
  /** First allowed country, the last 15 days, no filters, tab 0. */
  clear(page: SearchPage): void;
  setCountries(countries: readonly CountryCode[], page: SearchPage): void;
  setDates(range: DateRange, context: SearchContext): DateRangeRejection | null;
  setTab(tab: number): void;
  setSnapType(snapType: SnapType): void;
  setSnapFilter(item: FilterItem | null): void;
  /** What Compare sets side by side (its picker); a repeat or an unreadable selection writes nothing. */
  setCompare(selection: CompareSelection): void;
  /**
   * A page change through the sidebar: first page, default page size, the tab fallback. The
   * countries and the period stay the customer's: each page shows what it covers of them
   * (`searchForPage`).
   */
  resetForPageNavigation(): void;
  /** Keeps the period within the user's plan (the demo role's window), on every page. */
  enforcePlanRules(roles: readonly string[]): void;
  /** Applies a search from a share link or another tab. */
  applyShared(shared: SharedSearch, context: SearchContext): SharedSearchRejection | null;
  /** Logout: no country, no filters. */
  reset(): void;
}

function firstPage(state: SearchState): SearchState['paginationParameters'] {
  return { ...state.paginationParameters, requestedPageNumber: 1 };
}

export function createSearchActions(store: StoreApi<SearchState>, options: SearchActionsOptions): SearchActions {
  const today = options.today ?? (() => todayInProductZone());
  const get = () => store.getState();

  const actions: SearchActions = {
    queueFilter(group, item) {
      const rejection = checkQueueable(get(), group, item);
      if (!rejection) store.setState({ parameterQueue: addItem(get().parameterQueue, group, item) });
      return rejection;
    },
    removeQueued(group, id) {
      store.setState({ parameterQueue: removeItem(get().parameterQueue, group, id) });
    },
    removeApplied(group, id) {
      const advancedFilters = removeItem(get().advancedFilters, group, id);
      store.setState({
        advancedFilters,
        selectedTab: allowedTab(get().selectedTab, advancedFilters),
        paginationParameters: firstPage(get()),
      });
    },
    apply(context) {
      const state = get();
      const rejection = checkDateRange(rangeForPage(state, context, today()), context);
      if (rejection) return rejection;
      const advancedFilters = mergeQueue(state.advancedFilters, state.parameterQueue);
      store.setState({
        advancedFilters,
        parameterQueue: emptyFilterGroups(),
        selectedTab: allowedTab(state.selectedTab, advancedFilters),
        paginationParameters: firstPage(state),
      });
      return null;
    },
    searchNow(group, item, context) {
      const dateRejection = checkDateRange(rangeForPage(get(), context, today()), context);
      if (dateRejection) return dateRejection;
      return actions.queueFilter(group, item) ?? actions.apply(context);
    },
    clear(page) {
      const search = createDefaultSearch([], today());
      const countries = countriesForPage([], options.allowedCountries(), page);
      store.setState({ ...search, countries }, true);
    },
    setCountries(countries, page) {
      const state = get();
      const next = countriesForPage(countries, options.allowedCountries(), page);
      if (sameCountries(next, state.countries)) return;
      store.setState({
        countries: next,
        paginationParameters: firstPage(state),
        // The snapshot filter belongs to one country's market, the first one, which Snapshots shows
        // whichever page the countries change on (docs/product.md#search).
        ...(next[0] !== state.countries[0] ? { snapFilter: null } : {}),
      });
    },
    setDates(range, context) {
      const rejection = checkDateRange(range, context);
      if (!rejection) store.setState({ ...range, paginationParameters: firstPage(get()) });
      return rejection;
    },
    setTab(tab) {
      store.setState({ selectedTab: allowedTab(tab, get().advancedFilters), paginationParameters: firstPage(get()) });
    },
    setSnapType(snapType) {
      store.setState({ snapType, snapFilter: null, paginationParameters: firstPage(get()) });
    },
    setSnapFilter(snapFilter) {
      store.setState({ snapFilter, paginationParameters: firstPage(get()) });
    },
    setCompare(selection) {
      // A remote's event is checked as a link would be: a dimension, at most 20 named entities.
      const compare = readCompareSelection(selection);
      if (compare && !sameCompareSelection(get().compare, compare)) store.setState({ compare });
    },
    resetForPageNavigation() {
      const state = get();
      const { requestedPageNumber, requestedResults } = state.paginationParameters;
      const selectedTab = allowedTab(state.selectedTab, state.advancedFilters);
      // Most navigations change nothing here; a write anyway would re-render every reader of the
      // store and persist it inside the click that shows the next view.
      if (requestedPageNumber !== 1 || requestedResults !== DEFAULT_PAGE_SIZE || selectedTab !== state.selectedTab) {
        store.setState({
          paginationParameters: { requestedPageNumber: 1, requestedResults: DEFAULT_PAGE_SIZE },
          selectedTab,
        });
      }
    },
    enforcePlanRules(roles) {
      const state = get();
      const range = rangeForPlan(state, roles, today());
      if (range.startDate !== state.startDate || range.endDate !== state.endDate) store.setState(range);
    },
    applyShared(shared, context) {
      const allowed = options.allowedCountries();
      if (!shared.countries.some((country) => allowed.includes(country))) return 'countriesNotAllowed';
      const rejection = checkDateRange(rangeForPage(shared, context, today()), context);
      if (rejection) return rejection;
      const state = get();
      store.setState({
        // The link's countries stay whole (those of the user's plan): the page shows what it covers.
        countries: shared.countries.filter((country) => allowed.includes(country)),
        startDate: shared.startDate,
        endDate: shared.endDate,
        advancedFilters: shared.advancedFilters,
        parameterQueue: emptyFilterGroups(),
        selectedTab: allowedTab(shared.selectedTab, shared.advancedFilters),
        snapType: shared.snapType ?? state.snapType,
        snapFilter: shared.snapType ? (shared.snapFilter ?? null) : state.snapFilter,
        compare: shared.compare ?? state.compare,
        paginationParameters: firstPage(state),
      });
      return null;
    },
    reset() {
      store.setState(createDefaultSearch([], today()), true);
    },
  };
  return actions;
}
