import type { BreakdownDimension, Language } from 'shared-contracts';
import type { Queryable } from '../../../db/database';
import { localizedName } from '../../market-search/localized-name';
import { spotCondition } from '../../market-search/search-condition';
import { type MarketSearch } from '../../market-search/market-search';
import { DIMENSIONS } from './dimensions';
import { withShares, type Measure } from '../../share-of-voice/breakdown';
import { round2 } from '../../share-of-voice/percentages';

export interface BreakdownRow {
  id: number;
  label: string;
  spots: number;
  /** Local currency. */
  amount: number;
  prints: number;
  viewability: number | null;
}

/** Spots, investment, prints and average viewability of the search per item of a dimension. */
export async function breakdown(
  db: Queryable,
  search: MarketSearch,
  dimension: BreakdownDimension,
  lang: Language,
): Promise<BreakdownRow[]> {
  const { column, table } = DIMENSIONS[dimension];
  const where = spotCondition(search);
  const name = localizedName(table, 'd', lang);
  const { rows } = await db.query<BreakdownRow>(
    `select d.id, ${name} as label, count(*)::int as spots, coalesce(sum(s.amount), 0)::float8 as amount,
            coalesce(sum(s.prints), 0)::float8 as prints, round(avg(s.viewability)::numeric, 2)::float8 as viewability
     from spots s join ${table} d on d.id = s.${column}
     where ${where.sql}
     group by d.id, ${name}
     order by spots desc, ${name}`,
    where.params,
  );
  return rows;
}

/**
 * The rows ranked and shared as the pages' answers rank and share them (amounts in cents first,
 * as the answers carry them), so the file's shares are the screen's.
 */
export function rankedWithShares(rows: readonly BreakdownRow[], measure: Measure) {
  return withShares(
    rows.map((row) => ({ ...row, amount: round2(row.amount) })),
    measure,
  );
}
