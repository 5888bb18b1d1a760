import type { BreakdownDimension, Language } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { TOP_SERIES, rankBreakdown, type Measure, type RankedRow } from './breakdown';
import { aggregateBreakdown, aggregateTrend, namesOf, type AggregateRow, type TrendRow } from './market-aggregates';
import type { MarketSearch } from '../market-search/market-search';
import { DIMENSION_COLUMNS } from './market-sql';

/** Everything a share-of-voice or investment answer is built from, for one country. */
export interface CountryBreakdown {
  rows: AggregateRow[];
  ranked: RankedRow[];
  mediaNames: Map<number, string>;
  trend: TrendRow[];
}

/** The breakdown of one country's search, or null when it has no spots. */
export async function countryBreakdown(
  db: Queryable,
  search: MarketSearch,
  dimension: BreakdownDimension,
  measure: Measure,
  options: { trend: boolean; lang: Language },
): Promise<CountryBreakdown | null> {
  // A demo range wholly outside its window is clamped to an empty range.
  if (search.since > search.until) return null;
  const rows = await aggregateBreakdown(db, search, dimension);
  if (rows.length === 0) return null;
  const columns = DIMENSION_COLUMNS[dimension];
  const labels = await namesOf(db, columns.table, [...new Set(rows.map((row) => row.dimId))], options.lang);
  const ranked = rankBreakdown(rows, labels, measure);
  const mediaNames = await namesOf(db, columns.mediaTable, [...new Set(rows.map((row) => row.mediaId))], options.lang);
  const trend = options.trend
    ? await aggregateTrend(
        db,
        search,
        dimension,
        ranked.slice(0, TOP_SERIES).map((row) => row.id),
        measure,
      )
    : [];
  return { rows, ranked, mediaNames, trend };
}
