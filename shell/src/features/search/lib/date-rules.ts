import dayjs from 'dayjs';
import {
  DATE_FORMAT,
  defaultDateRange,
  EARLIEST_DATE,
  hasRole,
  isLongEnoughRange,
  ROLES,
  type IsoDate,
} from 'shared-contracts';
import type { SearchContext } from './search-page';

export interface DateRange {
  startDate: IsoDate;
  endDate: IsoDate;
}

/** The spec's keys of an invalid range, kept as written (docs/product.md#search-limits). */
export type DateRangeRejection =
  'errors.daterange.periodInvestment' | 'errors.daterange.periodSnaps' | 'errors.daterange.periodTotalMonths';

/** The only dates the demo role may pick (docs/product.md#search-limits). */
const DEMO_WINDOW: DateRange = { startDate: '2023-07-01', endDate: '2023-12-31' };
const SNAPSHOTS_MAX_MONTHS = 3;
const MAX_RANGE_MONTHS = 12;

const DATE_PRESETS = ['last2Weeks', 'currentMonth', 'lastMonth', 'yearToDate', 'lastYear'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

const SHORT_PRESETS: readonly DatePreset[] = ['last2Weeks', 'currentMonth', 'lastMonth'];
const LONG_PRESETS: readonly DatePreset[] = ['yearToDate', 'lastYear'];

const isDemo = (roles: readonly string[]) => hasRole(roles, ROLES.demo);
const isSuperAdmin = (roles: readonly string[]) => hasRole(roles, ROLES.superAdmin);
const format = (date: dayjs.Dayjs) => date.format(DATE_FORMAT);

function exceedsMonths({ startDate, endDate }: DateRange, months: number): boolean {
  return dayjs(endDate).isAfter(dayjs(startDate).add(months, 'month'));
}

/** What is wrong with a range on apply, or null: the rules of docs/product.md#search-limits in their order. */
export function checkDateRange(range: DateRange, { page, roles }: SearchContext): DateRangeRejection | null {
  const needsLongRange = page === 'investment' || page === 'snapshots';
  if (needsLongRange && !isLongEnoughRange(range.startDate, range.endDate)) {
    return 'errors.daterange.periodInvestment';
  }
  if (page === 'snapshots' && !isSuperAdmin(roles) && exceedsMonths(range, SNAPSHOTS_MAX_MONTHS)) {
    return 'errors.daterange.periodSnaps';
  }
  if (exceedsMonths(range, MAX_RANGE_MONTHS)) return 'errors.daterange.periodTotalMonths';
  return null;
}

/** The first and last selectable day: 2017-01-02 to today, or the demo window. */
export function pickerBounds(roles: readonly string[], today: IsoDate): DateRange {
  return isDemo(roles) ? DEMO_WINDOW : { startDate: EARLIEST_DATE, endDate: today };
}

/** The part of `range` inside `bounds`, or null when they do not meet. */
function clampRange(range: DateRange, bounds: DateRange): DateRange | null {
  const startDate = range.startDate < bounds.startDate ? bounds.startDate : range.startDate;
  const endDate = range.endDate > bounds.endDate ? bounds.endDate : range.endDate;
  return startDate <= endDate ? { startDate, endDate } : null;
}

function presetRange(preset: DatePreset, reference: dayjs.Dayjs): DateRange {
  const end = format(reference);
  switch (preset) {
    case 'last2Weeks':
      return { startDate: format(reference.subtract(15, 'day')), endDate: end };
    case 'currentMonth':
      return { startDate: format(reference.subtract(30, 'day')), endDate: end };
    case 'lastMonth': {
      const month = reference.subtract(1, 'month');
      return { startDate: format(month.startOf('month')), endDate: format(month.endOf('month')) };
    }
    case 'yearToDate':
      return { startDate: format(reference.startOf('year')), endDate: end };
    case 'lastYear': {
      const year = reference.subtract(1, 'year');
      return { startDate: format(year.startOf('year')), endDate: format(year.endOf('year')) };
    }
  }
}

/**
 * The presets the picker offers. The demo role loses the short ones and sees the rest inside
 * its window; Snapshots hides year to date and last year from non-super-admins.
 */
export function datePresets(
  { page, roles }: SearchContext,
  today: IsoDate,
): { preset: DatePreset; range: DateRange }[] {
  const bounds = pickerBounds(roles, today);
  const hidden = new Set<DatePreset>([
    ...(isDemo(roles) ? SHORT_PRESETS : []),
    ...(page === 'snapshots' && !isSuperAdmin(roles) ? LONG_PRESETS : []),
  ]);
  return DATE_PRESETS.filter((preset) => !hidden.has(preset)).flatMap((preset) => {
    const range = clampRange(presetRange(preset, dayjs(bounds.endDate)), bounds);
    return range ? [{ preset, range }] : [];
  });
}

/**
 * The range a page may open with: on Snapshots a non-super-admin's range over the limit goes
 * back to the last 15 days; the demo role is forced back into its window.
 */
/** The period within the user's plan: the demo role's window (docs/product.md#search-limits). */
export function rangeForPlan(range: DateRange, roles: readonly string[], today: IsoDate): DateRange {
  if (!isDemo(roles)) return range;
  const bounds = pickerBounds(roles, today);
  return clampRange(range, bounds) ?? defaultDateRange(bounds.endDate);
}

export function rangeForPage(range: DateRange, context: SearchContext, today: IsoDate): DateRange {
  const bounds = pickerBounds(context.roles, today);
  let next = range;
  if (context.page === 'snapshots' && !isSuperAdmin(context.roles) && exceedsMonths(next, SNAPSHOTS_MAX_MONTHS)) {
    next = defaultDateRange(bounds.endDate);
  }
  if (isDemo(context.roles)) next = clampRange(next, bounds) ?? defaultDateRange(bounds.endDate);
  return next;
}
