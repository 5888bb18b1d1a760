import type { SeriesPoint } from 'shared-contracts';
import type { PieDatum } from './chart-data';
import type { CsvTable } from './csv';

/** The columns of a pie's CSV, each named for what it holds. */
export interface PieCsvColumns {
  name: string;
  /** The slice's share of the pie, in percent. */
  share: string;
  /**
   * A count behind each slice (spots, an amount…). `of` reads it from the view's own figures when
   * the slices' values are shares (a share is never written under a count's name); without `of`
   * the slices' values are the counts (a pie drawn from amounts).
   */
  count?: { header: string; of?: (type: string) => number };
}

/** CSV of a pie as plotted: name, the count when given, and the share (%) with full precision. */
export function pieCsv(data: readonly PieDatum[], columns: PieCsvColumns): CsvTable {
  const { count } = columns;
  return {
    headers: [columns.name, ...(count ? [count.header] : []), columns.share],
    rows: data.map((slice) => [
      slice.type,
      ...(count ? [count.of ? count.of(slice.type) : slice.value] : []),
      Number(slice.share.toFixed(4)),
    ]),
  };
}

/** CSV of series as plotted: x, series, value. */
export function seriesCsv(
  points: readonly SeriesPoint[],
  headers: { x: string; series: string; value: string },
): CsvTable {
  return {
    headers: [headers.x, headers.series, headers.value],
    rows: points.map((point) => [point.x, point.series, Number(point.value.toFixed(4))]),
  };
}
