import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { PRODUCT_TIME_ZONE } from 'shared-contracts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** When a message arrived, in GMT-3 whatever the browser's zone (docs/decisions.md#dates-and-limits). */
export function formatReceived(createdAt: string): string {
  const moment = dayjs(createdAt);
  return moment.isValid() ? moment.tz(PRODUCT_TIME_ZONE).format('YYYY-MM-DD HH:mm') : createdAt;
}
