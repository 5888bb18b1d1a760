import type { BreakdownDimension, FilterGroup } from 'shared-contracts';
import type { MarketSearch } from '../market-search/market-search';
import { activeFilters, SqlParams, spotsWhere } from '../market-search/search-condition';

interface DimensionColumns {
  /** The spots column of the dimension, and its table of names. */
  column: string;
  table: string;
  /** The filter group of the same ids. */
  group: FilterGroup;
  /** What the stacked media chart splits by: the platform, or the format for platforms. */
  media: 'platform_id' | 'format_id';
  mediaGroup: FilterGroup;
  mediaTable: string;
}

const byPlatform = { media: 'platform_id', mediaGroup: 'platforms', mediaTable: 'platforms' } as const;

export const DIMENSION_COLUMNS: Readonly<Record<BreakdownDimension, DimensionColumns>> = {
  industries: { column: 'industry_id', table: 'industries', group: 'industries', ...byPlatform },
  advertisers: { column: 'advertiser_id', table: 'advertisers', group: 'advertisers', ...byPlatform },
  products: { column: 'product_id', table: 'products', group: 'products', ...byPlatform },
  categories: { column: 'category_id', table: 'categories', group: 'categories', ...byPlatform },
  formats: { column: 'format_id', table: 'formats', group: 'formats', ...byPlatform },
  publishers: { column: 'publisher_id', table: 'publishers', group: 'publishers', ...byPlatform },
  platforms: {
    column: 'platform_id',
    table: 'platforms',
    group: 'platforms',
    media: 'format_id',
    mediaGroup: 'formats',
    mediaTable: 'formats',
  },
  sources: { column: 'source_id', table: 'sources', group: 'sources', ...byPlatform },
};

/** The condition selecting the search's spots in a day range. */
export function factWhere(search: MarketSearch, params: SqlParams, since: string, until: string): string {
  return spotsWhere(search, params, { since, until });
}

/**
 * The rollup condition equivalent to the search's filters for `dimension`, or null when a filter
 * is on a column the rollup does not keep (then the query reads spots). The daily rollup keeps
 * the media column; the trend grain (`{ media: false }`) keeps only the dimension itself.
 */
export function rollupFilterWhere(
  search: MarketSearch,
  dimension: BreakdownDimension,
  params: SqlParams,
  { media = true }: { media?: boolean } = {},
): string | null {
  const columns = DIMENSION_COLUMNS[dimension];
  const parts: string[] = [];
  for (const [group, ids] of activeFilters(search)) {
    const list = params.add(ids, '::int[]');
    if (group === columns.group) parts.push(`dim_id = any(${list})`);
    else if (media && group === columns.mediaGroup) parts.push(`media_id = any(${list})`);
    else if (group === 'excludedPublishers' && dimension === 'publishers') parts.push(`not (dim_id = any(${list}))`);
    else return null;
  }
  return parts.length > 0 ? ` and ${parts.join(' and ')}` : '';
}

const DAY_MS = 24 * 3600 * 1000;
const shiftDay = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const monthEnd = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10);
};

export interface RangePlan {
  /** First days of the first and last whole months inside the range, or null. */
  months: { from: string; to: string } | null;
  /** The days outside whole months (zero, one or two ranges). */
  days: { since: string; until: string }[];
}

/** Splits [since, until] into whole months and the days around them. */
export function planRange(since: string, until: string): RangePlan {
  const firstMonth = since.endsWith('-01') ? since : `${shiftDay(monthEnd(`${since.slice(0, 7)}-01`), 1)}`;
  const lastMonth = until === monthEnd(`${until.slice(0, 7)}-01`) ? `${until.slice(0, 7)}-01` : null;
  const lastWhole = lastMonth ?? shiftDay(`${until.slice(0, 7)}-01`, -1).slice(0, 7) + '-01';
  if (firstMonth > lastWhole || monthEnd(lastWhole) > until) return { months: null, days: [{ since, until }] };
  const days: RangePlan['days'] = [];
  if (since < firstMonth) days.push({ since, until: shiftDay(firstMonth, -1) });
  if (monthEnd(lastWhole) < until) days.push({ since: shiftDay(monthEnd(lastWhole), 1), until });
  return { months: { from: firstMonth, to: lastWhole }, days };
}
