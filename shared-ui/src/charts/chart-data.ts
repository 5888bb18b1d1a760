import type { PieSlice, SeriesPoint } from 'shared-contracts';

/** A pie slice with its share of the whole, in percent (what the tooltip shows). */
export interface PieDatum extends PieSlice {
  share: number;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/**
 * Slices for a pie: the largest `maxSlices - 1` as they are and the rest folded into one
 * `othersLabel` slice, each with its share of the total. Empty and zero slices are dropped.
 */
export function toPieData(slices: readonly PieSlice[], othersLabel: string, maxSlices = 10): PieDatum[] {
  const positive = slices.filter((slice) => slice.value > 0).sort((a, b) => b.value - a.value);
  const total = sum(positive.map((slice) => slice.value));
  if (total === 0) return [];
  const kept = positive.length > maxSlices ? positive.slice(0, maxSlices - 1) : positive;
  const folded = positive.slice(kept.length);
  const rest = sum(folded.map((s) => s.value));
  // The answer's own 'Others' slice, when kept, takes the folded rest: one 'Others' slice, not two.
  const withOthers =
    folded.length === 0
      ? kept
      : kept.some((slice) => slice.type === othersLabel)
        ? kept.map((slice) => (slice.type === othersLabel ? { ...slice, value: slice.value + rest } : slice))
        : [...kept, { type: othersLabel, value: rest }];
  return withOthers.map((slice) => ({ type: slice.type, value: slice.value, share: (slice.value / total) * 100 }));
}

/** Each point as its share, in percent, of the total at its x (a 100% stacked chart). */
export function toPercentStack(points: readonly SeriesPoint[]): SeriesPoint[] {
  const totals = new Map<string, number>();
  for (const point of points) totals.set(point.x, (totals.get(point.x) ?? 0) + point.value);
  return points.map((point) => {
    const total = totals.get(point.x) ?? 0;
    return { ...point, value: total === 0 ? 0 : (point.value / total) * 100 };
  });
}

/** Points ordered by x (ISO dates and category names both sort as text), series kept in order. */
export function sortByX(points: readonly SeriesPoint[]): SeriesPoint[] {
  return points
    .map((point, index) => ({ point, index }))
    .sort((a, b) => (a.point.x < b.point.x ? -1 : a.point.x > b.point.x ? 1 : a.index - b.index))
    .map(({ point }) => point);
}

/** Renames the series of every point (e.g. translated graph labels). */
export function renameSeries(points: readonly SeriesPoint[], rename: (series: string) => string): SeriesPoint[] {
  return points.map((point) => ({ ...point, series: rename(point.series) }));
}

/** Sums points that share x and series (several countries' figures on one chart). */
export function mergeSeries(points: readonly SeriesPoint[]): SeriesPoint[] {
  const merged = new Map<string, SeriesPoint>();
  for (const point of points) {
    const key = `${point.x}\u0000${point.series}`;
    const existing = merged.get(key);
    merged.set(key, existing ? { ...existing, value: existing.value + point.value } : { ...point });
  }
  return [...merged.values()];
}
