import type { AutocompleteResponse, IndustriesResponse } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { FILTER_GROUP_COLUMNS } from '../market-search/search-condition';

export const AUTOCOMPLETE_TYPES = [
  'advertisers',
  'publishers',
  'excludedPublishers',
  'products',
  'industries',
  'categories',
  'formats',
  'platforms',
  'sources',
] as const;
export type AutocompleteType = (typeof AUTOCOMPLETE_TYPES)[number];

export interface AutocompleteQuery {
  type: AutocompleteType;
  q: string;
  /** The countries to look in: the one asked, or every country of the caller. */
  countries: readonly string[];
  /** Publishers exist per country: with several countries their text names the country. */
  singleCountry: boolean;
  page: number;
  perPage: number;
}

/** `%` and `_` typed by the user are literal. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Names containing `q` (case-insensitive), among the ids seen
 * in the countries; the most seen first, then by name. Reads one row more than the page to know
 * whether there are more.
 */
export async function autocomplete(db: Queryable, query: AutocompleteQuery): Promise<AutocompleteResponse> {
  // Presence per country is recorded under the name table's dimension (publishers for both).
  const { table } = FILTER_GROUP_COLUMNS[query.type];
  const dimension = table;
  const isPublisher = table === 'publishers';
  const text = isPublisher && !query.singleCountry ? `t.name || ' (' || t.country_code || ')'` : 't.name';
  const { rows } = await db.query<{ id: number; text: string }>(
    `select t.id, ${text} as text
     from ${table} t
     join (select dim_id, sum(spots) as spots from market_presence
           where dimension = $1 and country_code = any($2::text[]) group by dim_id) seen on seen.dim_id = t.id
     where t.name ilike $3 ${isPublisher ? 'and t.country_code = any($2::text[])' : ''}
     order by seen.spots desc, t.name, t.id
     offset $4 limit $5`,
    [dimension, [...query.countries], likePattern(query.q), (query.page - 1) * query.perPage, query.perPage + 1],
  );
  return { results: rows.slice(0, query.perPage), pagination: { more: rows.length > query.perPage } };
}

export async function listIndustries(db: Queryable): Promise<IndustriesResponse> {
  const { rows } = await db.query<{ id: number; name: string }>('select id, name from industries order by name');
  return rows;
}
