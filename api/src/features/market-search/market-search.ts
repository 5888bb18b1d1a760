import type { CountrySearchRequest, FilterGroup } from 'shared-contracts';
import {
  COUNTRIES_WITHOUT_INVESTMENT,
  FILTER_GROUPS as CONTRACT_FILTER_GROUPS,
  NO_DATA_MESSAGE,
  ROLES,
  rangeLengthInDays,
} from '../../lib/contracts';
import { badRequest, forbidden, HttpError } from '../../lib/http-errors';
import type { AccessClaims } from '../auth/token-service';

/**
 * One country's market search after access checks: an inclusive yyyy-MM-dd range and filter ids.
 * Every view and export of the market reads its body through this module, so the access, range
 * and demo rules are written once.
 */
export interface MarketSearch {
  country: string;
  since: string;
  until: string;
  filters: Partial<Record<FilterGroup, number[]>>;
}

/** The filter groups of a body (docs/product.md#search). */
export const FILTER_GROUPS: readonly FilterGroup[] = CONTRACT_FILTER_GROUPS;

/** The demo role's window (docs/product.md#search-limits): requests are clamped into it, as the client does. */
export const DEMO_WINDOW = { since: '2023-07-01', until: '2023-12-31' } as const;

/** Error answers with the spec's message keys (docs/product.md#search-limits), kept as written. */
const DATE_RANGE_ERRORS = {
  /** 14 days or less where more than 14 are needed (investment, snapshots). */
  tooShort: 'errors.daterange.periodInvestment',
  /** Snapshots over 3 months for a user who is not a super admin. */
  snapshotsTooLong: 'errors.daterange.periodSnaps',
  /** Any range over 12 months. */
  overTwelveMonths: 'errors.daterange.periodTotalMonths',
} as const;

export const noData = () => new HttpError(404, NO_DATA_MESSAGE);

/** The date `months` months after `date`, clamped to the month's last day (dayjs semantics). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Whole days from `since` to `until` (docs/decisions.md#dates-and-limits: end - start). */
export function rangeDays(search: Pick<MarketSearch, 'since' | 'until'>): number {
  return rangeLengthInDays(search.since, search.until);
}

interface DateRules {
  /** The range must be longer than 14 days (investment, snapshots). */
  moreThanFourteenDays?: boolean;
  /** At most 3 months unless ROLE_SUPER_ADMIN (snapshots). */
  snapshotLimit?: boolean;
}

/**
 * The range rules of docs/product.md#search-limits on the range as asked (before any demo clamp): over 12
 * months, then the snapshot limit, then the 14-day minimum. Lengths are `until - since` in whole
 * days (docs/decisions.md).
 */
function checkDateRules(search: Pick<MarketSearch, 'since' | 'until'>, claims: AccessClaims, rules: DateRules): void {
  if (search.until > addMonths(search.since, 12)) throw badRequest(DATE_RANGE_ERRORS.overTwelveMonths);
  if (rules.snapshotLimit && !claims.roles.includes(ROLES.superAdmin) && search.until > addMonths(search.since, 3)) {
    throw badRequest(DATE_RANGE_ERRORS.snapshotsTooLong);
  }
  if (rules.moreThanFourteenDays && rangeLengthInDays(search.since, search.until) <= 14) {
    throw badRequest(DATE_RANGE_ERRORS.tooShort);
  }
}

export interface SearchOptions extends DateRules {
  /** Ignore every filter group: country and dates only (the "unfiltered" variants). */
  unfiltered?: boolean;
  /** Refuse the countries without investment and snapshots (VE, US). */
  investmentCountriesOnly?: boolean;
}

/**
 * Checks the caller may run the search and returns the search it may see: a country outside the
 * token answers 403, a country without investment (when asked) or a reversed range 400, the range
 * rules 400 when `rules` are given; the demo role's range is then clamped into its window, so a
 * range wholly outside it matches nothing and answers no data.
 */
export function authorizeSearch(
  claims: AccessClaims,
  search: MarketSearch,
  options: SearchOptions & { rangeRules?: boolean } = {},
): MarketSearch {
  if (!(claims.countries as readonly string[]).includes(search.country)) {
    throw forbidden(`You have no access to the country ${search.country}`);
  }
  if (options.investmentCountriesOnly && (COUNTRIES_WITHOUT_INVESTMENT as readonly string[]).includes(search.country)) {
    throw badRequest(`${search.country} is not available on investment and snapshots`);
  }
  if (search.since > search.until) throw badRequest('since must not be after until');
  if (options.rangeRules) checkDateRules(search, claims, options);
  if (!claims.roles.includes(ROLES.demo)) return search;
  return {
    ...search,
    since: search.since < DEMO_WINDOW.since ? DEMO_WINDOW.since : search.since,
    until: search.until > DEMO_WINDOW.until ? DEMO_WINDOW.until : search.until,
  };
}

/** Reads one entry of a MarketSearchBody (already schema-checked); ids are deduplicated. */
function fromCountryRequest(request: CountrySearchRequest, unfiltered = false): MarketSearch {
  const filters: MarketSearch['filters'] = {};
  if (!unfiltered) {
    for (const group of FILTER_GROUPS) {
      const ids = request[group];
      if (ids && ids.length > 0) filters[group] = [...new Set(ids)];
    }
  }
  return { country: request.country, since: request.since, until: request.until, filters };
}

/** Checks and reads every entry of a market body with the spec's range rules (the data views). */
export function readSearches(
  claims: AccessClaims,
  body: readonly CountrySearchRequest[],
  options: SearchOptions = {},
): MarketSearch[] {
  return body.map((entry) =>
    authorizeSearch(claims, fromCountryRequest(entry, options.unfiltered), { ...options, rangeRules: true }),
  );
}

/** Single-country views read the first entry, after checking them all. */
export function firstSearch(searches: readonly MarketSearch[]): MarketSearch {
  const first = searches[0];
  if (!first) throw badRequest('body must NOT have fewer than 1 items');
  return first;
}

/**
 * The search of the gallery and the spots list: the body's first entry after checking all of
 * them for access, without the data views' range rules (their selector is single-country).
 */
export function firstAuthorizedSearch(claims: AccessClaims, body: readonly CountrySearchRequest[]): MarketSearch {
  return firstSearch(body.map((entry) => authorizeSearch(claims, fromCountryRequest(entry))));
}
