import type { Queryable } from '../../db/database';
import { insertMessage } from './messages-repository';

/** The welcome message for everyone, shown after the terms (docs/product.md#session-and-login). */
export const WELCOME_MESSAGE = {
  name: 'Welcome',
  html:
    '<p><strong>Welcome to the dashboard!</strong></p>' +
    '<p>Explore Share of Voice, Real-Time Spend and Campaigns from the menu. ' +
    'Save a search as a report to receive it by e-mail, and set alerts to hear about new campaigns.</p>',
};

/** Seeds the messages when the table is empty; returns how many it wrote. */
export async function seedMessages(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from user_messages');
  if ((rows[0]?.count ?? 0) > 0) return 0;
  await insertMessage(db, { ...WELCOME_MESSAGE, enabled: true, userId: null });
  await insertMessage(db, {
    name: 'New: pViewability',
    html: '<p>Share of Voice tables now show <em>pViewability</em>, the share of printed ads that were viewable.</p>',
    enabled: false,
    userId: null,
  });
  return 2;
}
