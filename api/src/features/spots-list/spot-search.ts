import type { CountrySearchRequest, FilterGroup } from 'shared-contracts';
import type { SqlParam } from '../../db/database';
import { ROLES } from '../../lib/contracts';
import { badRequest, forbidden } from '../../lib/http-errors';
import type { AccessClaims } from '../auth/token-service';

/** One country's search over the spots table: a range of calendar days and filter ids. */
export interface SpotSearch {
  country: string;
  /** yyyy-MM-dd, inclusive. */
  since: string;
  /** yyyy-MM-dd, inclusive. */
  until: string;
  filters: Partial<Record<FilterGroup, number[]>>;
}

/** The demo role's window (spec 2 section 5); requests are clamped into it. */
export const DEMO_WINDOW = { since: '2023-07-01', until: '2023-12-31' } as const;

/** The spots column each filter group narrows; excludedPublishers removes its ids. */
const FILTER_COLUMNS: Readonly<Record<FilterGroup, { column: string; exclude: boolean }>> = {
  advertisers: { column: 'advertiser_id', exclude: false },
  publishers: { column: 'publisher_id', exclude: false },
  industries: { column: 'industry_id', exclude: false },
  products: { column: 'product_id', exclude: false },
  platforms: { column: 'platform_id', exclude: false },
  formats: { column: 'format_id', exclude: false },
  categories: { column: 'category_id', exclude: false },
  sources: { column: 'source_id', exclude: false },
  excludedPublishers: { column: 'publisher_id', exclude: true },
};

export const FILTER_GROUP_NAMES = Object.keys(FILTER_COLUMNS) as FilterGroup[];

/** Reads one entry of a MarketSearchBody (already schema-checked) as a search. */
export function fromCountryRequest(request: CountrySearchRequest): SpotSearch {
  const filters: SpotSearch['filters'] = {};
  for (const group of FILTER_GROUP_NAMES) {
    const ids = request[group];
    if (ids && ids.length > 0) filters[group] = [...ids];
  }
  return { country: request.country, since: request.since, until: request.until, filters };
}

/**
 * Checks the caller may run the search and returns the search it may see: a country outside
 * the token answers 403; a reversed range 400; the demo role's range is clamped into its
 * window (as the client does), so a range wholly outside it simply matches nothing.
 */
export function authorizeSearch(claims: AccessClaims, search: SpotSearch): SpotSearch {
  if (!(claims.countries as readonly string[]).includes(search.country)) {
    throw forbidden(`You have no access to the country ${search.country}`);
  }
  if (search.since > search.until) throw badRequest('since must not be after until');
  if (!claims.roles.includes(ROLES.demo)) return search;
  return {
    ...search,
    since: search.since < DEMO_WINDOW.since ? DEMO_WINDOW.since : search.since,
    until: search.until > DEMO_WINDOW.until ? DEMO_WINDOW.until : search.until,
  };
}

/** The search a single-country view runs: the body's first entry, after checking all of them. */
export function firstAuthorizedSearch(claims: AccessClaims, body: readonly CountrySearchRequest[]): SpotSearch {
  const searches = body.map((entry) => authorizeSearch(claims, fromCountryRequest(entry)));
  const first = searches[0];
  if (!first) throw badRequest('body must NOT have fewer than 1 items');
  return first;
}

export interface SqlCondition {
  sql: string;
  params: SqlParam[];
}

/**
 * The WHERE condition selecting the search's spots, on the spots table aliased `alias`.
 * Placeholders start after `offset` existing parameters, so callers can append their own.
 */
export function spotCondition(search: SpotSearch, alias = 's', offset = 0): SqlCondition {
  const params: SqlParam[] = [search.country, search.since, search.until];
  const parts = [
    `${alias}.country_code = $${offset + 1}`,
    `${alias}.date between $${offset + 2}::date and $${offset + 3}::date`,
  ];
  for (const group of FILTER_GROUP_NAMES) {
    const ids = search.filters[group];
    if (!ids || ids.length === 0) continue;
    params.push(ids);
    const { column, exclude } = FILTER_COLUMNS[group];
    const placeholder = `$${offset + params.length}::int[]`;
    parts.push(exclude ? `not (${alias}.${column} = any(${placeholder}))` : `${alias}.${column} = any(${placeholder})`);
  }
  return { sql: parts.join(' and '), params };
}

/** Whole days from `since` to `until` (DECISIONS.md: end - start). */
export function rangeDays(search: Pick<SpotSearch, 'since' | 'until'>): number {
  const day = 24 * 3600 * 1000;
  return Math.round((Date.parse(`${search.until}T00:00:00Z`) - Date.parse(`${search.since}T00:00:00Z`)) / day);
}
