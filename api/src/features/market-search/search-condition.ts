import type { FilterGroup } from 'shared-contracts';
import type { SqlParam } from '../../db/database';
import type { MarketSearch } from './market-search';

/** Placeholders in order: `params.add(value)` answers `$n`, counting from `offset`. */
export class SqlParams {
  readonly values: SqlParam[] = [];
  constructor(private readonly offset = 0) {}
  add(value: SqlParam, cast = ''): string {
    this.values.push(value);
    return `$${this.offset + this.values.length}${cast}`;
  }
}

/**
 * What each filter group means in the database: the spots column it narrows, the table of its
 * names, and whether it removes its ids (excludedPublishers) instead of keeping them.
 */
export const FILTER_GROUP_COLUMNS: Readonly<Record<FilterGroup, { column: string; table: string; exclude: boolean }>> =
  {
    advertisers: { column: 'advertiser_id', table: 'advertisers', exclude: false },
    publishers: { column: 'publisher_id', table: 'publishers', exclude: false },
    industries: { column: 'industry_id', table: 'industries', exclude: false },
    products: { column: 'product_id', table: 'products', exclude: false },
    platforms: { column: 'platform_id', table: 'platforms', exclude: false },
    formats: { column: 'format_id', table: 'formats', exclude: false },
    categories: { column: 'category_id', table: 'categories', exclude: false },
    sources: { column: 'source_id', table: 'sources', exclude: false },
    excludedPublishers: { column: 'publisher_id', table: 'publishers', exclude: true },
  };

/** The search's filter groups that hold ids, with them. */
export function activeFilters(search: MarketSearch): [FilterGroup, number[]][] {
  return Object.entries(search.filters).filter(
    (entry): entry is [FilterGroup, number[]] => (entry[1]?.length ?? 0) > 0,
  );
}

/**
 * The condition selecting the search's spots between `since` and `until` (the search's own range
 * by default), on the spots table or its alias.
 */
export function spotsWhere(
  search: MarketSearch,
  params: SqlParams,
  { alias, since = search.since, until = search.until }: { alias?: string; since?: string; until?: string } = {},
): string {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  const parts = [
    `${column('country_code')} = ${params.add(search.country)}`,
    `${column('date')} between ${params.add(since, '::date')} and ${params.add(until, '::date')}`,
  ];
  for (const [group, ids] of activeFilters(search)) {
    const { column: name, exclude } = FILTER_GROUP_COLUMNS[group];
    const list = params.add(ids, '::int[]');
    parts.push(exclude ? `not (${column(name)} = any(${list}))` : `${column(name)} = any(${list})`);
  }
  return parts.join(' and ');
}

export interface SqlCondition {
  sql: string;
  params: SqlParam[];
}

/**
 * The WHERE condition selecting the search's spots, on the spots table aliased `alias`, with its
 * parameters. Placeholders start after `offset` existing parameters, so callers can append theirs.
 */
export function spotCondition(search: MarketSearch, alias = 's', offset = 0): SqlCondition {
  const params = new SqlParams(offset);
  const sql = spotsWhere(search, params, { alias });
  return { sql, params: params.values };
}
