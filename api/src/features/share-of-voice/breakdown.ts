import type { Language, PieSlice, SeriesPoint } from 'shared-contracts';
import type { AggregateRow, TrendRow } from './market-aggregates';
import { round2, roundToTotal } from './percentages';

/** Pie: the first 10 labels and 'Others'. */
export const PIE_SLICES = 10;
/** Labels drawn in the stacked media and trending charts. */
export const TOP_SERIES = 5;
/** snap=1 answers the snapshot's preview table: 10 rows (docs/product.md#snapshots). */
export const TABLE_PREVIEW_ROWS = 10;

export const OTHERS_LABEL: Readonly<Record<Language, string>> = { es: 'Otros', en: 'Others', pt: 'Outros' };

/** What the shares are of: spots (share of voice) or amount (share of investment). */
export type Measure = 'spots' | 'amount';

export interface RankedRow {
  id: number;
  label: string;
  spots: number;
  prints: number;
  amount: number;
  /** Mean pViewability of the measured spots, 2 decimals; null when none was measured. */
  viewability: number | null;
  /** Share of the measure, 2 decimals; all rows add to 100. */
  percentage: number;
}

/** One row per id, largest measure first (ties by label), with shares adding to 100. */
export function rankBreakdown(
  rows: readonly AggregateRow[],
  labels: ReadonlyMap<number, string>,
  measure: Measure,
): RankedRow[] {
  const byId = new Map<number, { spots: number; prints: number; amount: number; vSum: number; vN: number }>();
  for (const row of rows) {
    const totals = byId.get(row.dimId) ?? { spots: 0, prints: 0, amount: 0, vSum: 0, vN: 0 };
    totals.spots += row.spots;
    totals.prints += row.prints;
    totals.amount += row.amount;
    totals.vSum += row.viewabilitySum;
    totals.vN += row.viewabilityN;
    byId.set(row.dimId, totals);
  }
  const items = [...byId.entries()].map(([id, totals]) => ({
    id,
    label: labels.get(id) ?? String(id),
    spots: totals.spots,
    prints: totals.prints,
    amount: round2(totals.amount),
    viewability: totals.vN > 0 ? round2(totals.vSum / totals.vN) : null,
  }));
  return withShares(items, measure);
}

/**
 * Largest measure first (ties by label, then id), each row with its share of the measure,
 * rounded so the shares add to 100. The pages' answers and the exports both rank this way, so
 * a row's share reads the same on screen and in the file.
 */
export function withShares<Row extends { id: number; label: string } & Record<Measure, number>>(
  rows: readonly Row[],
  measure: Measure,
): (Row & { percentage: number })[] {
  const ranked = [...rows].sort((a, b) => b[measure] - a[measure] || a.label.localeCompare(b.label) || a.id - b.id);
  const shares = roundToTotal(
    ranked.map((row) => row[measure]),
    100,
  );
  return ranked.map((row, index) => ({ ...row, percentage: shares[index] as number }));
}

/**
 * The first PIE_SLICES rows and 'Others', in percent adding to 100. 'Others' holds the rows after
 * them and `outside`, the measure of labels not ranked (the unselected ones of a wider market).
 */
export function pieOf(ranked: readonly RankedRow[], measure: Measure, others: string, outside = 0): PieSlice[] {
  const top = ranked.slice(0, PIE_SLICES);
  const rest = ranked.slice(PIE_SLICES).reduce((sum, row) => sum + row[measure], outside);
  const values = roundToTotal([...top.map((row) => row[measure]), ...(rest > 0 ? [rest] : [])], 100);
  return [...top.map((row) => row.label), ...(rest > 0 ? [others] : [])].map((type, index) => ({
    type,
    value: values[index] as number,
  }));
}

export interface MediaChart {
  points: SeriesPoint[];
  categories: string[];
}

/**
 * The stacked media chart: per media (platform, or format for platforms), the top labels and
 * 'Others'. `share` gives percentages of each media adding to 100; `absolute` the values.
 */
export function mediaChart(
  rows: readonly AggregateRow[],
  ranked: readonly RankedRow[],
  mediaNames: ReadonlyMap<number, string>,
  value: (row: AggregateRow) => number,
  mode: 'share' | 'absolute',
  others: string,
): MediaChart {
  const top = ranked.slice(0, TOP_SERIES);
  const seriesOf = new Map(top.map((row, index) => [row.id, index]));
  const byMedia = new Map<number, number[]>();
  for (const row of rows) {
    const values = byMedia.get(row.mediaId) ?? new Array<number>(top.length + 1).fill(0);
    const index = seriesOf.get(row.dimId) ?? top.length;
    values[index] = (values[index] as number) + value(row);
    byMedia.set(row.mediaId, values);
  }
  const labels = [...top.map((row) => row.label), others];
  const mediaIds = [...byMedia.keys()].sort((a, b) => a - b);
  const points: SeriesPoint[] = [];
  for (const mediaId of mediaIds) {
    const values = byMedia.get(mediaId) as number[];
    const shown = mode === 'share' ? roundToTotal(values, 100) : values.map(round2);
    const x = mediaNames.get(mediaId) ?? String(mediaId);
    shown.forEach((shownValue, index) => {
      // 'Others' only where it has a part; every top label appears on every bar.
      if (index === top.length && (values[index] as number) === 0) return;
      points.push({ x, series: labels[index] as string, value: shownValue });
    });
  }
  return { points, categories: mediaIds.map((id) => mediaNames.get(id) ?? String(id)) };
}

/**
 * Each media's share of the measure over every spot of the search (not only the top labels'),
 * ranked and rounded as a breakdown by that media is: the donut beside the pie shows what the
 * Platforms tab (or, on that tab, a breakdown by format) shows for the same search.
 */
export function mediaShares(
  rows: readonly AggregateRow[],
  mediaNames: ReadonlyMap<number, string>,
  measure: Measure,
): PieSlice[] {
  const byMedia = rows.map((row) => ({ ...row, dimId: row.mediaId }));
  return rankBreakdown(byMedia, mediaNames, measure).map((row) => ({ type: row.label, value: row.percentage }));
}

/**
 * Per period with data, each top label's share of that period's measure (percent, 2 decimals).
 * The rows are per period already (`aggregateTrend` with the chart's `period`: days up to a
 * month, weeks up to six months, months beyond, as Compare's `trendGrainOf`), so a share is of the
 * period's sums, not an average of daily shares.
 */
export function trendChart(trend: readonly TrendRow[], top: readonly RankedRow[]): SeriesPoint[] {
  const periods = new Map<string, Map<number, number>>();
  for (const row of trend) {
    const sums = periods.get(row.date) ?? new Map<number, number>();
    sums.set(row.dimId, (sums.get(row.dimId) ?? 0) + row.value);
    periods.set(row.date, sums);
  }
  const points: SeriesPoint[] = [];
  for (const period of [...periods.keys()].sort()) {
    const sums = periods.get(period) as Map<number, number>;
    const total = [...sums.values()].reduce((sum, value) => sum + value, 0);
    if (total <= 0) continue;
    for (const row of top) {
      points.push({ x: period, series: row.label, value: round2(((sums.get(row.id) ?? 0) / total) * 100) });
    }
  }
  return points;
}
