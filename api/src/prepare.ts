import { describeDatabase, readConfig } from './config';
import { openDatabase } from './db/open-database';
import { prepareDatabase } from './prepare-database';

/** Migrates and seeds the database, then exits: run once before the API's replicas start. */
async function main(): Promise<void> {
  const config = readConfig(process.env);
  const db = await openDatabase(config.database);
  try {
    await prepareDatabase(db, config, process.env);
    console.log(`Database ready: ${describeDatabase(config.database)}`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error('The database could not be prepared:', error);
  process.exit(1);
});
