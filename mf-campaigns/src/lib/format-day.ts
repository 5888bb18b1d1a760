import dayjs from 'dayjs';
import { inProductZone } from 'shared-contracts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A day as the product shows it (YYYY-MM-DD). A plain day is shown as sent; a moment is read in
 * GMT-3 (docs/decisions.md#dates-and-limits), whatever the browser's zone. Empty stays empty.
 */
export function formatDay(value: string): string {
  if (!value || DAY.test(value)) return value;
  const moment = dayjs(value);
  return moment.isValid() ? inProductZone(moment).format('YYYY-MM-DD') : value;
}
