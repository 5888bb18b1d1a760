import dayjs from 'dayjs';
import { inProductZone } from 'shared-contracts';

/** When a message arrived, in GMT-3 whatever the browser's zone (docs/decisions.md#dates-and-limits). */
export function formatReceived(createdAt: string): string {
  const moment = dayjs(createdAt);
  return moment.isValid() ? inProductZone(moment).format('YYYY-MM-DD HH:mm') : createdAt;
}
