import type { CompareMixShare, SeriesPoint } from 'shared-contracts';
import type { EntityFigures } from './compare-columns';

/** What the trend plots: each entity's share of voice, or its spend in the column's currency. */
export type TrendMetric = 'shareOfVoice' | 'spend';

/** One line per entity, a point per period of the answer's grain. */
export function trendPoints(rows: readonly EntityFigures[], metric: TrendMetric): SeriesPoint[] {
  return rows.flatMap(({ entity, figures }) =>
    figures.trend.flatMap((point): SeriesPoint[] => {
      if (metric === 'shareOfVoice') return [{ x: point.x, series: entity.label, value: point.shareOfVoice }];
      return point.spend ? [{ x: point.x, series: entity.label, value: point.spend.amount }] : [];
    }),
  );
}

/** A mix (formats, platforms) as 100 % stacked bars: a bar per entity, a part per format. */
export function mixPoints(rows: readonly EntityFigures[], mixOf: (row: EntityFigures) => readonly CompareMixShare[]) {
  return rows.flatMap((row) =>
    mixOf(row).map((part): SeriesPoint => ({ x: row.entity.label, series: part.label, value: part.share })),
  );
}

/** The colour key of each part of a mix (`formats:2`), so a format keeps its colour in every chart. */
export function mixKeys(
  rows: readonly EntityFigures[],
  mixOf: (row: EntityFigures) => readonly CompareMixShare[],
  dimension: string,
) {
  return new Map(rows.flatMap((row) => mixOf(row).map((part) => [part.label, `${dimension}:${part.id}`] as const)));
}
