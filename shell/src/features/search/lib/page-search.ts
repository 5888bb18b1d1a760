import type { CountryCode, IsoDate, ReadableStore, SearchState } from 'shared-contracts';
import { countriesForPage, isMultiCountryPage, sameCountries } from './country-rules';
import { rangeForPage } from './date-rules';
import type { SearchContext } from './search-page';

/** What a page's rules depend on: the page, the token's roles and countries, and today. */
export interface PageRules extends SearchContext {
  allowedCountries: readonly CountryCode[];
  today: IsoDate;
}

function rulesKey({ page, roles, allowedCountries, today }: PageRules): string {
  return `${page}|${roles.join(',')}|${allowedCountries.join(',')}|${today}`;
}

// One answer per search state and rules: a page's readers select arrays out of it, which must
// stay the same arrays while nothing changed.
const shownSearches = new WeakMap<SearchState, Map<string, SearchState>>();

/**
 * The customer's search as a page shows it (docs/decisions.md#one-search-every-view): the
 * countries the page covers (the first one on single-country pages), Snapshots' period within
 * its limit, the demo window. The search itself is left as the customer built it, so the next
 * page shows it whole; the toolbar says what a page shows of it (`pageSearchNotes`).
 */
export function searchForPage(search: SearchState, rules: PageRules): SearchState {
  const key = rulesKey(rules);
  const known = shownSearches.get(search)?.get(key);
  if (known) return known;
  const countries = countriesForPage(search.countries, rules.allowedCountries, rules.page);
  const range = rangeForPage(search, rules, rules.today);
  const unchanged =
    sameCountries(countries, search.countries) &&
    range.startDate === search.startDate &&
    range.endDate === search.endDate;
  const shown = unchanged ? search : { ...search, countries, startDate: range.startDate, endDate: range.endDate };
  const byRules = shownSearches.get(search) ?? new Map<string, SearchState>();
  byRules.set(key, shown);
  shownSearches.set(search, byRules);
  return shown;
}

/** What a page shows of the search differs from the search: the parts the toolbar names. */
export interface PageSearchNotes {
  /** The page shows one country of several. */
  oneCountry: CountryCode | null;
  /** Countries of the search the page does not cover, and what it shows instead. */
  notCovered: { countries: CountryCode[]; shown: CountryCode[] } | null;
  /** The page shows another period than the search's (Snapshots' limit, the demo window). */
  period: { startDate: IsoDate; endDate: IsoDate } | null;
}

export function pageSearchNotes(search: SearchState, shown: SearchState, page: SearchContext['page']): PageSearchNotes {
  const dropped = search.countries.filter((country) => !shown.countries.includes(country));
  const first = shown.countries[0];
  const oneOfSeveral =
    !isMultiCountryPage(page) && dropped.length > 0 && first !== undefined && search.countries.includes(first);
  const periodChanged = shown.startDate !== search.startDate || shown.endDate !== search.endDate;
  return {
    oneCountry: oneOfSeveral ? first : null,
    notCovered: !oneOfSeveral && dropped.length > 0 ? { countries: dropped, shown: [...shown.countries] } : null,
    period: periodChanged ? { startDate: shown.startDate, endDate: shown.endDate } : null,
  };
}

/**
 * The search a page's view reads through its host (`host.search`): the shell's store, as that page
 * shows it. Its readers are told of a change whenever the store changes.
 */
export function pageSearchStore(
  source: ReadableStore<SearchState>,
  rules: () => PageRules,
): ReadableStore<SearchState> {
  const read = (state: SearchState) => searchForPage(state, rules());
  return {
    getState: () => read(source.getState()),
    getInitialState: () => read(source.getInitialState()),
    subscribe: (listener) => source.subscribe((state, previous) => listener(read(state), read(previous))),
  };
}
