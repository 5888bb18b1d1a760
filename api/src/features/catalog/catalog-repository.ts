import type { AutocompleteResponse, IndustriesResponse, Language } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { localizedName } from '../market-search/localized-name';
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
  /** Industries, categories, formats, platforms and sources are named and searched in it. */
  lang: Language;
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
  const name = localizedName(table, 't', query.lang);
  const text = isPublisher && !query.singleCountry ? `t.name || ' (' || t.country_code || ')'` : name;
  const { rows } = await db.query<{ id: number; text: string }>(
    `select t.id, ${text} as text
     from ${table} t
     join (select dim_id, sum(spots) as spots from market_presence
           where dimension = $1 and country_code = any($2::text[]) group by dim_id) seen on seen.dim_id = t.id
     where ${name} ilike $3 ${isPublisher ? 'and t.country_code = any($2::text[])' : ''}
     order by seen.spots desc, ${name}, t.id
     offset $4 limit $5`,
    [dimension, [...query.countries], likePattern(query.q), (query.page - 1) * query.perPage, query.perPage + 1],
  );
  return { results: rows.slice(0, query.perPage), pagination: { more: rows.length > query.perPage } };
}

export async function listIndustries(db: Queryable, lang: Language): Promise<IndustriesResponse> {
  const name = localizedName('industries', 'i', lang);
  const { rows } = await db.query<{ id: number; name: string }>(
    `select i.id, ${name} as name from industries i order by ${name}`,
  );
  return rows;
}
