import pg from 'pg';

/**
 * The PostgreSQL URL the started API uses: DATABASE_URL, else the throwaway cluster that
 * scripts/with-test-postgres.sh announces on its first line.
 */
export function postgresUrlOf(startLog: readonly string[]): string | null {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  for (const line of startLog) {
    const address = /^Test PostgreSQL on (\S+)/.exec(line)?.[1];
    if (address) return `postgres://postgres@${address}/postgres`;
  }
  return null;
}

/**
 * VACUUM ANALYZE after the seed, as autovacuum does in the minutes after a market load: the runs
 * then measure the settled database rather than one still vacuuming a fresh load. Returns seconds.
 */
export async function settlePostgres(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  try {
    await client.query('vacuum (analyze)');
  } finally {
    await client.end();
  }
  return (performance.now() - started) / 1000;
}
