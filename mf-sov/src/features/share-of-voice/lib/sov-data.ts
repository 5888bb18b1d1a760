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

/** Whether the answer has nothing to show. */
export function isEmptyAnswer(answer: ShareOfVoiceResponse): boolean {
  return answer.every((country) => country.tableData.length === 0);
}

export function pieSlices(country: ShareOfVoiceCountry, labelOf: LabelOf): PieSlice[] {
  return country.pieData.map((slice) => ({ type: labelOf(slice.type), value: slice.value }));
}

/** The media mix of a country: its media data summed per medium (the donut beside the pie). */
export function mediaMixSlices(country: ShareOfVoiceCountry, labelOf: LabelOf): PieSlice[] {
  const totals = new Map<string, number>();
  for (const point of country.mediaData) totals.set(point.x, (totals.get(point.x) ?? 0) + point.value);
  const ordered = country.mediaCategories.filter((category) => totals.has(category));
  const rest = [...totals.keys()].filter((category) => !ordered.includes(category));
  return [...ordered, ...rest].map((category) => ({ type: labelOf(category), value: totals.get(category) ?? 0 }));
}

/** Series with media and series names as shown. */
export function labelSeries(points: readonly SeriesPoint[], labelOf: LabelOf): SeriesPoint[] {
  return points.map((point) => ({ ...point, x: labelOf(point.x), series: labelOf(point.series) }));
}
