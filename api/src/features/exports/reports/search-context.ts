import type { FilterGroup } from 'shared-contracts';
import type { Queryable } from '../../../db/database';
import { FILTER_GROUPS, type MarketSearch } from '../../market-search/market-search';

/** The name table of each filter group. */
const FILTER_TABLES: Readonly<Record<FilterGroup, { table: string; label: string }>> = {
  advertisers: { table: 'advertisers', label: 'Advertisers' },
  publishers: { table: 'publishers', label: 'Publishers' },
  industries: { table: 'industries', label: 'Industries' },
  products: { table: 'products', label: 'Products' },
  platforms: { table: 'platforms', label: 'Platforms' },
  formats: { table: 'formats', label: 'Formats' },
  categories: { table: 'categories', label: 'Categories' },
  sources: { table: 'sources', label: 'Sources' },
  excludedPublishers: { table: 'publishers', label: 'Excluded publishers' },
};

export interface SearchContext {
  countryName: string;
  currency: string;
  /** Lines for the report's heading. */
  lines: string[];
}

/** Names the search for a report's heading: country, range, filters by name, when it was made. */
export async function describeSearch(db: Queryable, search: MarketSearch, now = new Date()): Promise<SearchContext> {
  const { rows } = await db.query<{ name: string; currency: string }>(
    'select name, currency from countries where code = $1',
    [search.country],
  );
  const countryName = rows[0]?.name ?? search.country;
  const currency = rows[0]?.currency ?? 'USD';
  const lines = [`Country: ${countryName} (${search.country})`, `Range: ${search.since} to ${search.until}`];
  for (const group of FILTER_GROUPS) {
    const ids = search.filters[group];
    if (!ids?.length) continue;
    const { table, label } = FILTER_TABLES[group];
    const names = await db.query<{ name: string }>(
      `select name from ${table} where id = any($1::int[]) order by name`,
      [ids],
    );
    lines.push(`${label}: ${names.rows.map((row) => row.name).join(', ') || ids.join(', ')}`);
  }
  lines.push(`Generated: ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`);
  return { countryName, currency, lines };
}
