import dayjs from 'dayjs';
import {
  canSeePage,
  DATE_FORMAT,
  isCountryCode,
  REPORT_PAGES,
  REPORT_RANGE_DAYS,
  type IsoDate,
  type PageId,
  type SavedReportSearch,
  type SharedSearch,
} from 'shared-contracts';

/** A route's report id: a positive integer, else null (an id that cannot exist). */
export function parseReportId(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * Where an opened report lands (docs/product.md#saved-reports): Share of Voice; for a user whose roles do not
 * allow it, the first report page they do (as the sidebar's links fall back). Null when none. A report
 * saved on Compare opens Compare for a user who may see it (docs/decisions.md#compare-beyond-the-spec);
 * others land as for any report.
 */
export function reportLanding(roles: readonly string[], report?: Pick<SavedReportSearch, 'compare'>): PageId | null {
  if (report?.compare && canSeePage(roles, 'compare')) return 'compare';
  if (canSeePage(roles, 'shareofvoice')) return 'shareofvoice';
  return REPORT_PAGES.find((page) => canSeePage(roles, page)) ?? null;
}

/**
 * The search a saved report opens: its countries and filters, and on Compare what it compares. The
 * dates of a report that is never sent are the ones it saved (it is a saved search); a scheduled
 * report shows the window its next e-mail covers, ending today (its saved dates are only the window
 * of its last save).
 */
export function searchOfReport(
  report: SavedReportSearch,
  selectedTab: number,
  today: IsoDate,
  landing: PageId | null = null,
): SharedSearch {
  const dates =
    report.frequency === 'never'
      ? { startDate: report.startDate, endDate: report.endDate }
      : {
          startDate: dayjs(today).subtract(REPORT_RANGE_DAYS[report.frequency], 'day').format(DATE_FORMAT),
          endDate: today,
        };
  const search: SharedSearch = {
    countries: report.countries.filter(isCountryCode),
    ...dates,
    selectedTab,
    advancedFilters: report.filters,
  };
  return landing === 'compare' && report.compare ? { ...search, compare: report.compare } : search;
}
