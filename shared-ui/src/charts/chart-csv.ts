import type { SeriesPoint } from 'shared-contracts';
import type { PieDatum } from './chart-data';
import type { CsvTable } from './csv';

/** CSV of a pie as plotted: name, value, share (%) with full precision. */
export function pieCsv(data: readonly PieDatum[], headers: { name: string; value: string; share: string }): CsvTable {
  return {
    headers: [headers.name, headers.value, headers.share],
    rows: data.map((slice) => [slice.type, slice.value, Number(slice.share.toFixed(4))]),
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
