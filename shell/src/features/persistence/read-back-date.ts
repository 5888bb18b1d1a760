import dayjs from 'dayjs';
import { EARLIEST_DATE, type IsoDate } from 'shared-contracts';

const CALENDAR_DAY = /^(\d{4}-\d{2}-\d{2})(?:$|T)/;

/**
 * A stored search date read back as the calendar day it was written for (spec: "dates read back
 * at 04:00"; DECISIONS: dates are calendar days). The original stored instants and reset them to
 * 04:00 so a time zone could not move the day; a `YYYY-MM-DD` (or an instant's own day) keeps its
 * day here whatever the browser's zone. Null when the value is not a real day of the product's range.
 */
export function readBackDate(value: unknown, today: IsoDate): IsoDate | null {
  if (typeof value !== 'string') return null;
  const day = CALENDAR_DAY.exec(value)?.[1];
  if (!day) return null;
  const parsed = dayjs(day);
  if (!parsed.isValid() || parsed.format('YYYY-MM-DD') !== day) return null;
  if (day < EARLIEST_DATE || day > today) return null;
  return day;
}
