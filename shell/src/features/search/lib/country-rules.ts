import { COUNTRIES_WITHOUT_INVESTMENT, type CountryCode } from 'shared-contracts';
import type { SearchPage } from './search-page';

/** Pages that pick one country (a radio list); the others pick several (docs/product.md#countries). */
const SINGLE_COUNTRY_PAGES: readonly SearchPage[] = ['campaigns', 'spotslist', 'snapshots'];
/** Pages where the special group (VE, US) is not available (docs/decisions.md#countries). */
const PAGES_WITHOUT_SPECIAL_GROUP: readonly SearchPage[] = ['investment', 'snapshots'];

export function isMultiCountryPage(page: SearchPage): boolean {
  return !SINGLE_COUNTRY_PAGES.includes(page);
}

/** The countries the page offers: the token's, less VE and US on investment and snapshots. */
export function selectableCountries(allowed: readonly CountryCode[], page: SearchPage): CountryCode[] {
  if (!PAGES_WITHOUT_SPECIAL_GROUP.includes(page)) return [...allowed];
  return allowed.filter((country) => !COUNTRIES_WITHOUT_INVESTMENT.includes(country));
}

/**
 * The selection a page shows: only selectable countries, one on single-country pages, and the
 * first selectable country when nothing is left.
 */
export function countriesForPage(
  selected: readonly CountryCode[],
  allowed: readonly CountryCode[],
  page: SearchPage,
): CountryCode[] {
  const selectable = selectableCountries(allowed, page);
  const kept = selected.filter((country) => selectable.includes(country));
  const chosen = isMultiCountryPage(page) ? kept : kept.slice(0, 1);
  if (chosen.length > 0) return chosen;
  return selectable.length > 0 ? [selectable[0] as CountryCode] : [];
}

/** Whether two country selections are the same, in the same order. */
export function sameCountries(a: readonly CountryCode[], b: readonly CountryCode[]): boolean {
  return a.length === b.length && a.every((country, index) => country === b[index]);
}
