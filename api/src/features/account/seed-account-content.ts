import type { Database } from '../../db/database';
import { seedMarketingRecords } from '../marketing/marketing-seed';
import { seedMessages } from '../messages/messages-seed';
import { seedNews } from '../news/news-seed';

/**
 * Home's news, the welcome message and the public area's country reports, each written only
 * into an empty table, so that what was edited since survives a restart. Returns how many
 * rows it wrote.
 */
export async function seedAccountContent(db: Database): Promise<number> {
  return db.transaction(
    async (tx) => (await seedNews(tx)) + (await seedMessages(tx)) + (await seedMarketingRecords(tx)),
  );
}
