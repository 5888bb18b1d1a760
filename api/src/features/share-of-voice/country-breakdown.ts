import { narrowsRanking, type BreakdownDimension, type Language, type ShareBasis } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { TOP_SERIES, rankBreakdown, type Measure, type RankedRow } from './breakdown';
import { aggregateBreakdown, aggregateTrend, namesOf, type AggregateRow, type TrendRow } from './market-aggregates';
import type { MarketSearch } from '../market-search/market-search';
import { DIMENSION_COLUMNS } from './market-sql';

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
  const rows = await aggregateBreakdown(db, market, dimension);
  if (rows.length === 0) return null;
  const columns = DIMENSION_COLUMNS[dimension];
  const labels = await namesOf(db, columns.table, [...new Set(rows.map((row) => row.dimId))], options.lang);
  const everyLabel = rankBreakdown(rows, labels, measure);
  const selected = market === search ? null : new Set(search.filters[dimension]);
  const ranked = selected ? everyLabel.filter((row) => selected.has(row.id)) : everyLabel;
  if (ranked.length === 0) return null;
  const outside = selected
    ? everyLabel.filter((row) => !selected.has(row.id)).reduce((sum, row) => sum + row[measure], 0)
    : 0;
  const mediaNames = await namesOf(db, columns.mediaTable, [...new Set(rows.map((row) => row.mediaId))], options.lang);
  const trend = options.trend
    ? await aggregateTrend(
        db,
        market,
        dimension,
        ranked.slice(0, TOP_SERIES).map((row) => row.id),
        measure,
      )
    : [];
  const searchRows = selected ? rows.filter((row) => selected.has(row.dimId)) : rows;
  return { rows, searchRows, ranked, outside, mediaNames, trend };
}
