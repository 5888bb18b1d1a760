import type { CountryCode, InvestmentCountry, InvestmentRow, PieSlice, SeriesPoint } from 'shared-contracts';
import { mergeSeries } from 'shared-ui';

/** What the figures count: money (default) or prints. */
export type Metric = 'amount' | 'prints';

/** Renames labels as shown (graph labels for sources and platforms). */
export type LabelOf = (name: string) => string;

export interface InvestmentTableRow extends InvestmentRow {
  key: string;
  country: CountryCode;
  currency: string;
}

export function toInvestmentRows(countries: readonly InvestmentCountry[], labelOf: LabelOf): InvestmentTableRow[] {
  return countries.flatMap((country) =>
    country.tableData.map((row) => ({
      ...row,
      label: labelOf(row.label),
      key: `${country.country}-${row.id}`,
      country: country.country,
      currency: country.currency,
    })),
  );
}

/** The metric over every row of every country, in the answer's currency (the header's figure). */
export function totalOf(countries: readonly InvestmentCountry[], metric: Metric): number {
  return countries.reduce(
    (sum, country) => country.tableData.reduce((inCountry, row) => inCountry + row[metric], sum),
    0,
  );
}

export function isEmptyInvestment(countries: readonly InvestmentCountry[]): boolean {
  return countries.every((country) => country.tableData.length === 0);
}

/** The metric of every label, summed over the countries (the pie). */
export function metricSlices(countries: readonly InvestmentCountry[], metric: Metric, labelOf: LabelOf): PieSlice[] {
  const totals = new Map<string, number>();
  for (const row of countries.flatMap((country) => country.tableData)) {
    const label = labelOf(row.label);
    totals.set(label, (totals.get(label) ?? 0) + row[metric]);
  }
  return [...totals].map(([type, value]) => ({ type, value }));
}

/** The media plan: the metric per medium and label, summed over the countries. */
export function mediaPlanPoints(
  countries: readonly InvestmentCountry[],
  metric: Metric,
  labelOf: LabelOf,
): SeriesPoint[] {
  const points = countries.flatMap((country) =>
    metric === 'amount' ? country.mediaDataAmount : country.mediaDataPrints,
  );
  return mergeSeries(points.map((point) => ({ ...point, x: labelOf(point.x), series: labelOf(point.series) })));
}

/** The largest labels of one country by the metric (the column chart of one country). */
export function topLabelColumns(
  country: InvestmentCountry,
  metric: Metric,
  labelOf: LabelOf,
  series: string,
  limit = 10,
): SeriesPoint[] {
  return [...country.tableData]
    .sort((a, b) => b[metric] - a[metric])
    .slice(0, limit)
    .map((row) => ({ x: labelOf(row.label), series, value: row[metric] }));
}

/** The metric of each country (the column chart of several countries). */
export function countryColumns(
  countries: readonly InvestmentCountry[],
  metric: Metric,
  nameOf: (code: CountryCode) => string,
  series: string,
): SeriesPoint[] {
  return countries.map((country) => ({
    x: nameOf(country.country),
    series,
    value: country.tableData.reduce((total, row) => total + row[metric], 0),
  }));
}

/** Trending share of investment with names as shown. */
export function evolutionPoints(country: InvestmentCountry, labelOf: LabelOf): SeriesPoint[] {
  return country.trendingSoI.map((point) => ({ ...point, series: labelOf(point.series) }));
}
