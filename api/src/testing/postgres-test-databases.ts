import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../db/database';
import { openPostgresDatabase } from '../db/postgres-database';

// With TEST_DATABASE_URL=postgres://… the suite runs against a real server: jest's global setup
// builds one migrated, seeded template database, and each test file gets its own database made
// by CREATE DATABASE … TEMPLATE (a file copy on the server, far faster than migrating again).
// Every database of a run shares the prefix `api_test_<run>_`, so the teardown can drop what a
// crashed worker left behind.

const TEST_DATABASE_URL_ENV = 'TEST_DATABASE_URL';
const RUN_ENV = 'API_TEST_POSTGRES_RUN';
const TEMPLATE_ENV = 'API_TEST_POSTGRES_TEMPLATE';

/** The server URL the tests run against, or null for PGlite. */
export function testDatabaseUrl(): string | null {
  const url = process.env[TEST_DATABASE_URL_ENV];
  if (!url) return null;
  if (!/^postgres(ql)?:\/\//.test(url)) throw new Error(`${TEST_DATABASE_URL_ENV} must start with postgres://`);
  return url;
}

/** The same server, another database. */
function urlOf(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs statements on the server's maintenance database (the one TEST_DATABASE_URL names). */
async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// Names are generated from digits and letters only, but quoting keeps them identifiers.
const quoted = (name: string) => `"${name}"`;

function runId(): string {
  const run = process.env[RUN_ENV];
  if (run) return run;
  // No global setup (a test run outside the jest config): a run of this process alone.
  const own = `p${process.pid}`;
  process.env[RUN_ENV] = own;
  return own;
}

let created = 0;

/** jest globalSetup in Postgres mode: creates and prepares the template of this run. */
export async function writePostgresTemplate(serverUrl: string, prepare: (db: Database) => Promise<unknown>) {
  const run = `r${process.pid}${randomBytes(3).toString('hex')}`;
  process.env[RUN_ENV] = run;
  const template = `api_test_${run}_template`;
  await onServer(serverUrl, (client) => client.query(`create database ${quoted(template)}`));
  const db = await openPostgresDatabase(urlOf(serverUrl, template));
  try {
    await prepare(db);
  } finally {
    // CREATE DATABASE … TEMPLATE refuses while anyone is connected to the template.
    await db.close();
  }
  process.env[TEMPLATE_ENV] = template;
}

/** jest globalTeardown in Postgres mode: drops the template and any database a worker left. */
export async function removePostgresDatabases(serverUrl: string): Promise<void> {
  const run = process.env[RUN_ENV];
  if (!run) return;
  await onServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like 'api\\_test\\_' || $1 || '\\_%'",
      [run],
    );
    for (const { datname } of rows) await client.query(`drop database if exists ${quoted(datname)} with (force)`);
  });
}

/**
 * A fresh database of its own for one test file: a copy of the run's template, or an empty
 * one that `prepare` migrates when there is no template. Closing it drops it.
 */
export async function createPostgresTestDatabase(
  serverUrl: string,
  prepare: (db: Database) => Promise<unknown>,
): Promise<Database> {
  created += 1;
  const name = `api_test_${runId()}_${process.pid}_${created}`;
  const template = process.env[TEMPLATE_ENV];
  await onServer(serverUrl, (client) =>
    client.query(`create database ${quoted(name)}${template ? ` template ${quoted(template)}` : ''}`),
  );
  const db = await openPostgresDatabase(urlOf(serverUrl, name));
  // Migrations added since the template was written still apply (normally none).
  await prepare(db);
  return {
    ...db,
    async close() {
      await db.close();
      await onServer(serverUrl, async (client) => {
        // Without FORCE the server waits (up to 5 s) for the pool's backends to finish exiting;
        // FORCE at once could kill one whose client still listens, an unhandled 'error' in jest.
        await client.query(`drop database if exists ${quoted(name)}`).catch(async () => {
          await client.query(`drop database if exists ${quoted(name)} with (force)`);
        });
      });
    },
  };
}
