import {
  narrowsRanking,
  trendGrainOf,
  type BreakdownDimension,
  type Language,
  type ShareBasis,
} from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { TOP_SERIES, rankBreakdown, type Measure, type RankedRow } from './breakdown';
import {
  aggregateNamedBreakdown,
  aggregateTrend,
  rollupGrains,
  type AggregateRow,
  type NamedAggregateRow,
  type TrendRow,
} from './market-aggregates';
import type { MarketSearch } from '../market-search/market-search';

/** Everything a share-of-voice or investment answer is built from, for one country. */
export interface CountryBreakdown {
  /** The search's aggregates: with `basis: 'all'`, of every label, not only the selected. */
  rows: AggregateRow[];
  /** The aggregates of the search's own spots (the selected labels'): what its media split is of. */
  searchRows: AggregateRow[];
  ranked: RankedRow[];
  /** The measure of the labels left out of `ranked` (the unselected ones with `basis: 'all'`). */
  outside: number;
  mediaNames: Map<number, string>;
  trend: TrendRow[];
}

/**
 * With `basis: 'all'` and a filter on the ranked dimension, the search without that filter: the
 * market the selected labels' shares are of. Otherwise the search itself.
 */
function marketOfShares(search: MarketSearch, dimension: BreakdownDimension, basis: ShareBasis): MarketSearch {
  if (basis !== 'all' || !narrowsRanking(search.filters, dimension)) return search;
  const filters = { ...search.filters };
  delete filters[dimension];
  return { ...search, filters };
}

/** The names the rows carry, by id (an id without a name is left out: it is shown by its number). */
function namesIn(
  rows: readonly NamedAggregateRow[],
  id: 'dimId' | 'mediaId',
  name: 'label' | 'mediaLabel',
): Map<number, string> {
  const names = new Map<number, string>();
  for (const row of rows) {
    const value = row[name];
    if (value !== null) names.set(row[id], value);
  }
  return names;
}

/** The breakdown of one country's search, or null when it has no spots. */
export async function countryBreakdown(
  db: Queryable,
  search: MarketSearch,
  dimension: BreakdownDimension,
  measure: Measure,
  options: { trend: boolean; lang: Language; basis?: ShareBasis },
): Promise<CountryBreakdown | null> {
  // A demo range wholly outside its window is clamped to an empty range.
  if (search.since > search.until) return null;
  const market = marketOfShares(search, dimension, options.basis ?? 'selected');
  // Three queries a country: the grains, the measures with their names, the trend.
  const grains = await rollupGrains(db, dimension);
  const rows = await aggregateNamedBreakdown(db, market, dimension, options.lang, grains);
  if (rows.length === 0) return null;
  const labels = namesIn(rows, 'dimId', 'label');
  const everyLabel = rankBreakdown(rows, labels, measure);
  const selected = market === search ? null : new Set(search.filters[dimension]);
  const ranked = selected ? everyLabel.filter((row) => selected.has(row.id)) : everyLabel;
  if (ranked.length === 0) return null;
  const outside = selected
    ? everyLabel.filter((row) => !selected.has(row.id)).reduce((sum, row) => sum + row[measure], 0)
    : 0;
  const mediaNames = namesIn(rows, 'mediaId', 'mediaLabel');
  const trend = options.trend
    ? await aggregateTrend(
        db,
        market,
        dimension,
        ranked.slice(0, TOP_SERIES).map((row) => row.id),
        measure,
        { grains, period: trendGrainOf(market.since, market.until) },
      )
    : [];
  const searchRows = selected ? rows.filter((row) => selected.has(row.dimId)) : rows;
  return { rows, searchRows, ranked, outside, mediaNames, trend };
}
