import type { Database } from '../../db/database';
import { seedMessages } from '../messages/messages-seed';
import { seedNews } from '../news/news-seed';

/**
 * Home's news and the welcome message, each written only into an empty table, so that what was
 * edited since survives a restart. Returns how many rows it wrote. (The public area's country
 * reports are made from the market: marketing/country-reports/.)
 */
export async function seedAccountContent(db: Database): Promise<number> {
  return db.transaction(async (tx) => (await seedNews(tx)) + (await seedMessages(tx)));
}
