import { createStore, type StoreApi } from 'zustand/vanilla';
import { createDefaultSearch, todayInProductZone, type CountryCode, type SearchState } from 'shared-contracts';

/**
 * The suite's one search store. The shell owns and writes it; remotes follow it through the
 * HostApi. Until a session starts it holds the default search with no country.
 */
export function createSearchStore(today: () => string = () => todayInProductZone()): StoreApi<SearchState> {
  return createStore<SearchState>(() => createDefaultSearch([], today()));
}

/** The spec's reset: first allowed country, the last 15 days, no filters, tab 0. */
export function resetSearch(
  store: StoreApi<SearchState>,
  allowedCountries: readonly CountryCode[],
  today: string = todayInProductZone(),
): void {
  store.setState(createDefaultSearch(allowedCountries, today), true);
}
