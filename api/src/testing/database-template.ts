import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openPgliteDatabase } from '../db/pglite-database';
import { seedAccountContent } from '../features/account/seed-account-content';
import { seedMarketIfEmpty } from '../features/market-generator/seed-market';
import { TEST_MARKET_OPTIONS } from '../features/market-generator/test-market';
import { seedDemoUsers } from '../seed/seed-demo-users';
import {
  createPostgresTestDatabase,
  removePostgresDatabases,
  testDatabaseUrl,
  writePostgresTemplate,
} from './postgres-test-databases';

// initdb takes most of a PGlite start (about 1.7 s); loading a tarball takes about 0.5 s. So
// jest's global setup migrates and seeds one database, and every test file starts a fresh
// in-memory copy of it. With TEST_DATABASE_URL set, the same happens on a PostgreSQL server
// (postgres-test-databases.ts): one template database, one copy per test file.
const TEMPLATE_ENV = 'API_TEST_DATABASE_TEMPLATE';

async function migratedAndSeeded(db: Database): Promise<Database> {
  await migrate(db);
  await seedDemoUsers(db);
  await seedAccountContent(db);
  await seedMarketIfEmpty(db, TEST_MARKET_OPTIONS);
  return db;
}

/** jest globalSetup: writes the template and tells the workers where it is. */
export async function writeDatabaseTemplate(): Promise<void> {
  const serverUrl = testDatabaseUrl();
  if (serverUrl) return writePostgresTemplate(serverUrl, migratedAndSeeded);
  const db = await openPgliteDatabase(null);
  await migratedAndSeeded(db);
  // Each copy then starts without replaying the seed's WAL (about 0.1 s of CPU per test file).
  await db.exec('checkpoint');
  const file = path.join(tmpdir(), `api-test-database-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await (await db.dump()).arrayBuffer()));
  await db.close();
  process.env[TEMPLATE_ENV] = file;
}

/** jest globalTeardown. */
export async function removeDatabaseTemplate(): Promise<void> {
  const serverUrl = testDatabaseUrl();
  if (serverUrl) return removePostgresDatabases(serverUrl);
  const file = process.env[TEMPLATE_ENV];
  if (file) await rm(file, { force: true });
}

/**
 * A fresh database, migrated and seeded, from the template when there is one: in memory, or on
 * the PostgreSQL server of TEST_DATABASE_URL (dropped again by `close()`).
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = testDatabaseUrl();
  if (serverUrl) return createPostgresTestDatabase(serverUrl, migratedAndSeeded);
  const file = process.env[TEMPLATE_ENV];
  if (!file) return migratedAndSeeded(await openPgliteDatabase(null));
  const db = await openPgliteDatabase(null, { initialData: new Blob([await readFile(file)]) });
  // Migrations added since the template was written still apply (normally none).
  return migratedAndSeeded(db);
}
