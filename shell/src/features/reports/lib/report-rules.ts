import {
  COMPARE_REPORT_PAGE,
  FILTER_GROUPS,
  savedComparison,
  REPORT_FORMATS_BY_FREQUENCY,
  type ReportFormat,
  type ReportFrequency,
  type SavedReportParameters,
  type SearchState,
} from 'shared-contracts';

/** docs/product.md#saved-reports (and docs/decisions.md#reports-and-alerts): a new report is daily with the SOV Excel ticked. */
export const DEFAULT_FREQUENCY: ReportFrequency = 'daily';
export const DEFAULT_FORMATS: readonly ReportFormat[] = ['sov_excel'];

/** The formats a frequency offers: SOI formats and campaign RTS are hidden for daily and weekly. */
export function offeredFormats(frequency: ReportFrequency): readonly ReportFormat[] {
  return REPORT_FORMATS_BY_FREQUENCY[frequency];
}

/** The ticked formats that the frequency still offers (a switch to daily drops the SOI ones). */
export function keepOfferedFormats(formats: readonly ReportFormat[], frequency: ReportFrequency): ReportFormat[] {
  const offered = offeredFormats(frequency);
  return formats.filter((format) => offered.includes(format));
}

export interface ReportChoice {
  name: string;
  frequency: ReportFrequency;
  formats: readonly ReportFormat[];
}

/** docs/product.md#saved-reports: a name, and at least one format unless the report is never sent. */
export function canSubmitReport({ name, frequency, formats }: ReportChoice): boolean {
  if (name.trim() === '') return false;
  return frequency === 'never' || keepOfferedFormats(formats, frequency).length > 0;
}

/** The enable/disable toggle does nothing for a report that is never sent (docs/product.md#saved-reports). */
export function canToggleReport(frequency: ReportFrequency): boolean {
  return frequency !== 'never';
}

/**
 * The parameters a new report saves from the applied search (docs/product.md#saved-reports): the first
 * country, page '1', the countries, and each filter group's ids as integers; empty lists are left
 * out. Null without a country: there is nothing to report on. Saved on Compare
 * (docs/decisions.md#compare-beyond-the-spec), page 'compare' and what is compared; null unless 2 to 20 are.
 */
export function toReportParameters(
  search: Pick<SearchState, 'countries' | 'advancedFilters' | 'compare'>,
  onCompare = false,
): SavedReportParameters | null {
  const country = search.countries[0];
  if (!country) return null;
  const compare = onCompare ? savedComparison(search.compare) : null;
  if (onCompare && !compare) return null;
  const parameters: SavedReportParameters = {
    country,
    page: compare ? COMPARE_REPORT_PAGE : '1',
    countries: [...search.countries],
  };
  for (const group of FILTER_GROUPS) {
    const ids = search.advancedFilters[group].map((item) => Number(item.id)).filter(Number.isInteger);
    if (ids.length > 0) parameters[group] = ids;
  }
  return compare ? { ...parameters, compare } : parameters;
}
