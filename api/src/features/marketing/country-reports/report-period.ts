/** The month a country report covers, as an inclusive yyyy-MM-dd range. */
export interface ReportPeriod {
  /** yyyy-MM */
  month: string;
  since: string;
  until: string;
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

/**
 * "Last month" of a report: the last whole calendar month of the country's data, i.e. the month of
 * its data-as-of date when that is the month's last day, else the month before. A whole month reads
 * the monthly rollups (one query, not a month of spots) and compares with last year's reports.
 */
export function lastWholeMonth(dataAsOf: string): ReportPeriod {
  const [year, month, day] = dataAsOf.split('-').map(Number) as [number, number, number];
  const lastDayOfItsMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const monthIndex = day === lastDayOfItsMonth ? month - 1 : month - 2;
  const first = new Date(Date.UTC(year, monthIndex, 1));
  const last = new Date(Date.UTC(year, monthIndex + 1, 0));
  return { month: iso(first).slice(0, 7), since: iso(first), until: iso(last) };
}
