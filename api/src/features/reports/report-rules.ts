import type { IsoDate, ReportFormat, ReportFrequency } from 'shared-contracts';
import { REPORT_FORMATS_BY_FREQUENCY, REPORT_RANGE_DAYS } from '../../lib/contracts';

/** What the save-report dialog enforces (docs/product.md#saved-reports), enforced again here. */
export const REPORT_MESSAGES = {
  nameRequired: 'The report needs a name.',
  formatRequired: 'Choose at least one format for a report that is sent by e-mail.',
  formatNotOffered: (format: string, frequency: string) =>
    `The format ${format} is not offered for ${frequency} reports.`,
} as const;

export interface ReportChoice {
  name: string;
  frequency: ReportFrequency;
  formats: readonly ReportFormat[];
}

/** The refusal text for an invalid choice, or null when it may be saved. */
export function reportChoiceError({ name, frequency, formats }: ReportChoice): string | null {
  if (name.trim() === '') return REPORT_MESSAGES.nameRequired;
  if (frequency !== 'never' && formats.length === 0) return REPORT_MESSAGES.formatRequired;
  const offered = REPORT_FORMATS_BY_FREQUENCY[frequency];
  const refused = formats.find((format) => !offered.includes(format));
  return refused ? REPORT_MESSAGES.formatNotOffered(refused, frequency) : null;
}

/** `iso` moved by whole days (negative goes back). */
export function addDays(iso: IsoDate, days: number): IsoDate {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The range a report covers when sent on `today` (docs/product.md#saved-reports): daily is today only,
 * weekly the last 7 days, monthly the last 30, otherwise 15; every range ends today.
 */
export function reportRange(frequency: ReportFrequency, today: IsoDate): { startDate: IsoDate; endDate: IsoDate } {
  return { startDate: addDays(today, -REPORT_RANGE_DAYS[frequency]), endDate: today };
}

/** `yyyy/MM/dd`, the date form of the export query (docs/product.md#exports). */
export function toSlashDate(iso: IsoDate): string {
  return iso.replaceAll('-', '/');
}
