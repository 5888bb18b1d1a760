import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import type { IsoDate } from './search/search-state';

dayjs.extend(utc);

/** Dates are shown in GMT-3 whatever the browser's zone (docs/decisions.md#dates-and-limits). */
export const PRODUCT_TIME_ZONE = 'America/Argentina/Buenos_Aires';

/**
 * GMT-3 as minutes east of UTC. Argentina keeps no daylight saving time, so the product's zone is
 * this fixed offset: reading it needs no time-zone database, whose first use cost the shell's start
 * about 50 ms at CPU × 4 (issue 16).
 */
export const PRODUCT_UTC_OFFSET_MINUTES = -180;

/** A moment as the product shows it: in GMT-3, whatever the browser's zone. */
export function inProductZone(moment: ConfigType): Dayjs {
  return dayjs(moment).utcOffset(PRODUCT_UTC_OFFSET_MINUTES);
}

/** Today's calendar day in the product's time zone. */
export function todayInProductZone(now: Date = new Date()): IsoDate {
  return inProductZone(now).format('YYYY-MM-DD');
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
