import pg from 'pg';
import { createTestDatabase } from './database-template';
import { testDatabaseUrl } from './postgres-test-databases';

// Runs in both modes: PGlite in memory (default) and PostgreSQL (TEST_DATABASE_URL).

// Two fresh databases, each a copy of the migrated template: seconds on PGlite, more when busy.
const TWO_DATABASES_TIMEOUT_MS = 60_000;

test(
  'each test database is its own migrated, seeded copy, released when closed',
  async () => {
    const first = await createTestDatabase();
    const second = await createTestDatabase();
    try {
      await first.query("update users set name = 'Changed' where email = 'sov@demo.test'");

      const { rows } = await second.query<{ name: string; count: number }>(
        "select name, (select count(*)::int from users) as count from users where email = 'sov@demo.test'",
      );
      expect(rows).toEqual([{ name: 'Sara', count: 5 }]);
      const { rows: migrations } = await second.query<{ count: number }>(
        'select count(*)::int as count from schema_migrations',
      );
      expect(migrations[0]?.count).toBeGreaterThanOrEqual(3);

      const { rows: current } = await first.query<{ name: string }>('select current_database() as name');
      await first.close();

      // On a server the copy is dropped; in memory it is gone.
      const serverUrl = testDatabaseUrl();
      if (serverUrl) {
        expect(current[0]?.name).toMatch(/^api_test_/);
        const client = new pg.Client({ connectionString: serverUrl });
        await client.connect();
        const { rows: left } = await client.query('select 1 from pg_database where datname = $1', [current[0]?.name]);
        await client.end();
        expect(left).toEqual([]);
      } else {
        await expect(first.query('select 1')).rejects.toThrow();
      }
    } finally {
      await second.close();
    }
  },
  TWO_DATABASES_TIMEOUT_MS,
);

test("the API's connections run short queries without JIT or parallel workers (postgres-database.ts)", async () => {
  const db = await createTestDatabase();
  try {
    const setting = async (name: string) => (await db.query<Record<string, string>>(`show ${name}`)).rows[0]?.[name];
    // PGlite has neither (no LLVM, one process); on a server they are the pool's session options.
    expect(await setting('max_parallel_workers_per_gather')).toBe('0');
    if (testDatabaseUrl()) expect(await setting('jit')).toBe('off');
  } finally {
    await db.close();
  }
});
