import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { seedAccountContent } from './features/account/seed-account-content';
import { writeReferenceNames } from './features/market-generator/reference-names';
import { describeSeedReport, readMarketOptions, seedMarketIfEmpty } from './features/market-generator/seed-market';
import { DEMO_USERS } from './seed/demo-accounts';
import { seedDemoUsers } from './seed/seed-demo-users';

/**
 * Migrates and seeds what an empty database needs: the server's start runs it, and so does
 * `src/prepare.ts`, once, before several replicas start (docker-compose.yml).
 */
export async function prepareDatabase(
  db: Database,
  config: Pick<ServerConfig, 'seedDemoUsers'>,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  await migrate(db);
  if (config.seedDemoUsers && (await seedDemoUsers(db)) > 0) {
    console.log(`Seeded demo users (see api/README.md): ${DEMO_USERS.map((user) => user.email).join(', ')}`);
  }
  // News and the welcome message: product content, seeded into empty tables.
  await seedAccountContent(db);
  // The monitored market (MARKET_SPOTS, MARKET_SEED): generated into empty market tables.
  const market = await seedMarketIfEmpty(db, readMarketOptions(env));
  if (market) console.log(describeSeedReport(market));
  // Names in Spanish and Portuguese, also for a data folder loaded before they existed.
  await writeReferenceNames(db);
}
