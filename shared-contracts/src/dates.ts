import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import type { IsoDate } from './search/search-state';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Dates are shown in GMT-3 whatever the browser's zone (docs/decisions.md#dates-and-limits). */
export const PRODUCT_TIME_ZONE = 'America/Argentina/Buenos_Aires';

/** Today's calendar day in the product's time zone. */
export function todayInProductZone(now: Date = new Date()): IsoDate {
  return dayjs(now).tz(PRODUCT_TIME_ZONE).format('YYYY-MM-DD');
}

/** A range's length in whole days: `end - start` (docs/decisions.md#dates-and-limits). */
export function rangeLengthInDays(startDate: IsoDate, endDate: IsoDate): number {
  return dayjs(endDate).diff(dayjs(startDate), 'day');
}

/**
 * Real-Time Spend, Snapshots and the investment exports need "more than 14 days": a range whose
 * length (above) is 15 or more (docs/product.md#search-limits). The one place that rule lives.
 */
export const LONG_RANGE_MIN_DAYS = 15;

/** Whether a range is long enough for Real-Time Spend, Snapshots and the investment exports. */
export function isLongEnoughRange(startDate: IsoDate, endDate: IsoDate): boolean {
  return rangeLengthInDays(startDate, endDate) >= LONG_RANGE_MIN_DAYS;
}
