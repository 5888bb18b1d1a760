import type {
  InvestmentCountry,
  PieSlice,
  SeriesPoint,
  ShareOfVoiceCountry,
  SnapshotShareItem,
  TrendGrain,
} from 'shared-contracts';
import type { DualAxesDatum } from 'shared-ui';

/** Renames labels as shown (graph labels for sources and platforms). */
export type LabelOf = (name: string) => string;

/** A donut of the snapshot share calls: each item's share. */
export function shareSlices(items: readonly SnapshotShareItem[], labelOf: LabelOf): PieSlice[] {
  return items.map((item) => ({ type: labelOf(item.label), value: item.percentage }));
}

/** The name the trending SOV and SOI follow: the leader by spots that the investment trend has too. */
export function trendLeader(sov: ShareOfVoiceCountry, soi: InvestmentCountry | null): string | null {
  const inSov = new Set(sov.trendingSoV.map((point) => point.series));
  const inSoi = new Set((soi?.trendingSoI ?? []).map((point) => point.series));
  const leader = sov.tableData.find((row) => inSov.has(row.label) && inSoi.has(row.label));
  return leader?.label ?? null;
}

function shareByPeriod(points: readonly SeriesPoint[], series: string): Map<string, number> {
  return new Map(points.filter((point) => point.series === series).map((point) => [point.x, point.value]));
}

/**
 * One name's share of voice (left) and of investment (right) per period of the trends' grain (a
 * day, week or month: both calls share the range, so their periods agree). A period a trend does
 * not list is one without spots for it: a share of 0.
 */
export function trendPair(sov: ShareOfVoiceCountry, soi: InvestmentCountry, name: string): DualAxesDatum[] {
  const left = shareByPeriod(sov.trendingSoV, name);
  const right = shareByPeriod(soi.trendingSoI, name);
  const periods = [...new Set([...left.keys(), ...right.keys()])].sort();
  return periods.map((x) => ({ x, left: left.get(x) ?? 0, right: right.get(x) ?? 0 }));
}

/**
 * How a trend point reads on a category axis: a day or a week by its first day (as the API names
 * it), a month by its name and year ("Jan 2026" in English).
 */
export function trendLabel(x: string, grain: TrendGrain, language: string): string {
  if (grain !== 'month') return x;
  const month = new Date(`${x}T00:00:00Z`);
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(month);
}

/** The daily spend as one line. */
export function spendSeries(histogram: readonly { date: string; amount: number }[], series: string): SeriesPoint[] {
  return histogram.map((day) => ({ x: day.date, series, value: day.amount }));
}
