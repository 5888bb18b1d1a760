import type {
  CountryCode,
  PieSlice,
  SeriesPoint,
  ShareOfVoiceCountry,
  ShareOfVoiceResponse,
  ShareOfVoiceRow,
} from 'shared-contracts';

/** A table row: the answer's row, its country and the name as shown. */
export interface SovTableRow extends ShareOfVoiceRow {
  key: string;
  country: CountryCode;
}

/** Renames labels as shown (graph labels for sources and platforms); every other field as is. */
export type LabelOf = (name: string) => string;

/** Every country's rows in one list (one row per country and name). */
export function toSovRows(answer: ShareOfVoiceResponse, labelOf: LabelOf): SovTableRow[] {
  return answer.flatMap((country) =>
    country.tableData.map((row) => ({
      ...row,
      label: labelOf(row.label),
      key: `${country.country}-${row.id}`,
      country: country.country,
    })),
  );
}

/** The spots of the whole search: every row of every country (the header's figure). */
export function totalSpots(answer: ShareOfVoiceResponse): number {
  return answer.reduce((sum, country) => country.tableData.reduce((inCountry, row) => inCountry + row.total, sum), 0);
}

/** Whether the answer has nothing to show. */
export function isEmptyAnswer(answer: ShareOfVoiceResponse): boolean {
  return answer.every((country) => country.tableData.length === 0);
}

export function pieSlices(country: ShareOfVoiceCountry, labelOf: LabelOf): PieSlice[] {
  return country.pieData.map((slice) => ({ type: labelOf(slice.type), value: slice.value }));
}

/**
 * The media mix of a country: the API's share of every spot per medium, so the donut shows what
 * the Platforms tab shows for the same search (the media plan's points are shares within each
 * medium: summing them would give every medium the same slice).
 */
export function mediaMixSlices(country: ShareOfVoiceCountry, labelOf: LabelOf): PieSlice[] {
  return country.mediaShares.map((slice) => ({ type: labelOf(slice.type), value: slice.value }));
}

/**
 * The spots behind each slice of the share pie as plotted: a name's spots from the table, and a
 * slice named like no row ('Others') the spots of every row not plotted by name.
 */
export function spotsOfSlice(rows: readonly SovTableRow[], plottedNames: readonly string[]): (type: string) => number {
  const spotsByName = new Map<string, number>();
  for (const row of rows) spotsByName.set(row.label, (spotsByName.get(row.label) ?? 0) + row.total);
  const all = rows.reduce((sum, row) => sum + row.total, 0);
  const named = plottedNames.reduce((sum, name) => sum + (spotsByName.get(name) ?? 0), 0);
  return (type) => spotsByName.get(type) ?? all - named;
}

/** Series with media and series names as shown. */
export function labelSeries(points: readonly SeriesPoint[], labelOf: LabelOf): SeriesPoint[] {
  return points.map((point) => ({ ...point, x: labelOf(point.x), series: labelOf(point.series) }));
}
