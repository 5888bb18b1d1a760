/**
 * Market benchmark (a script, not a test): `pnpm --filter api bench`.
 * Generates BENCH_SPOTS spots (default 3,000,000) into a fresh in-memory PGlite, prints the
 * generator's load time, then p50/p95 of the main market calls through Fastify inject, without
 * the market cache (each run computes its answer). BENCH_SNAPSHOT=file saves the seeded database
 * there and loads it on later runs instead of seeding again.
 * BENCH_DATABASE=postgres runs the same calls on PostgreSQL: DATABASE_URL's (seeded when empty,
 * else measured as it is), or a throwaway server from scripts/with-test-postgres.sh.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, openAsBlob } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { migrate } from '../src/db/migrate';
import type { Database } from '../src/db/database';
import { openPgliteDatabase, type PgliteDatabase } from '../src/db/pglite-database';
import { openPostgresDatabase } from '../src/db/postgres-database';
import { describeSeedReport, seedMarket } from '../src/features/market-generator/seed-market';
import { addMonths } from '../src/features/market-search/market-search';
import { todayInProductZone } from '../src/lib/contracts';
import { seedDemoUsers } from '../src/seed/seed-demo-users';
import { settlePostgres } from './load/settle-postgres';

const SPOTS = Number(process.env.BENCH_SPOTS ?? 3_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARM_UP = 3;
/** A file to save the seeded database to, and to load it from on the next run (same day and size). */
const SNAPSHOT = process.env.BENCH_SNAPSHOT;
/** Only the calls whose name holds this text (`BENCH_ONLY=compare`). */
const ONLY = process.env.BENCH_ONLY ?? '';
const ON_POSTGRES = process.env.BENCH_DATABASE === 'postgres';
/** The PostgreSQL to seed: DATABASE_URL, else the throwaway one this script restarted itself in. */
const POSTGRES_URL = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;

const shiftDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function measure(app: FastifyInstance, token: string, name: string, url: string, body: unknown, target?: number) {
  if (!name.includes(ONLY)) return;
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let run = 0; run < WARM_UP + RUNS; run += 1) {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const response = await app.inject({
      method: 'POST',
      url,
      payload: body as object,
      headers: { authorization: `Bearer ${token}` },
    });
    const cpu = process.cpuUsage(cpuBefore);
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200) {
      console.log(`${name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      return;
    }
    if (run >= WARM_UP) {
      times.push(elapsed);
      cpuTimes.push((cpu.user + cpu.system) / 1000);
    }
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  const verdict =
    target === undefined
      ? ''
      : p95 < target
        ? `  target p95 < ${target} ms: met`
        : `  target p95 < ${target} ms: MISSED`;
  const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
  console.log(
    `${name.padEnd(42)} p50 ${ms(percentile(times, 50))}  p95 ${ms(p95)} | cpu p50 ${ms(percentile(cpuTimes, 50))}  p95 ${ms(percentile(cpuTimes, 95))}${verdict}`,
  );
}

/** A seeded database saved by an earlier run (BENCH_SNAPSHOT), loaded into memory, or null. */
async function openSnapshot(): Promise<PgliteDatabase | null> {
  if (!SNAPSHOT || !existsSync(SNAPSHOT)) return null;
  console.log(`Loading the seeded market of ${SNAPSHOT} into in-memory PGlite…`);
  const db = await openPgliteDatabase(null, { initialData: await openAsBlob(SNAPSHOT) });
  await migrate(db);
  return db;
}

async function seed(db: Database, until: string, where: string): Promise<void> {
  await migrate(db);
  await seedDemoUsers(db);
  console.log(`Generating ${SPOTS.toLocaleString('en')} spots into ${where}…`);
  const cpuBefore = process.cpuUsage();
  console.log(describeSeedReport(await seedMarket(db, { spots: SPOTS, seed: 20230101, until })));
  const seedCpu = process.cpuUsage(cpuBefore);
  // On a busy machine the wall time above stretches; the CPU time is the work itself.
  console.log(`Seeding CPU time: ${((seedCpu.user + seedCpu.system) / 1e6).toFixed(1)} s`);
}

/** An empty PostgreSQL database, seeded and vacuumed as a settled market would be. */
async function seededPostgres(url: string, until: string): Promise<Database> {
  const db = await openPostgresDatabase(url);
  const { rows } = await db.query<{ found: string | null }>(`select to_regclass('public.spots')::text as found`);
  if (rows[0]?.found) {
    // A market an earlier run seeded (DATABASE_URL kept between runs): measured as it is.
    const { rows: count } = await db.query<{ spots: string }>('select count(*)::text as spots from spots');
    console.log(`Using the market already in the database: ${Number(count[0]?.spots).toLocaleString('en')} spots`);
    return db;
  }
  await seed(db, until, 'PostgreSQL');
  console.log(`VACUUM ANALYZE after the seed: ${(await settlePostgres(url)).toFixed(1)} s`);
  return db;
}

async function seededDatabase(until: string): Promise<Database> {
  if (ON_POSTGRES) return seededPostgres(POSTGRES_URL as string, until);
  const saved = await openSnapshot();
  if (saved) return saved;
  const db = await openPgliteDatabase(null);
  await seed(db, until, 'in-memory PGlite');
  if (SNAPSHOT) {
    // Seeding 3 million spots takes minutes: the next run with the same BENCH_SNAPSHOT skips it.
    await writeFile(SNAPSHOT, Buffer.from(await (await db.dump()).arrayBuffer()));
    console.log(`Saved the seeded database to ${SNAPSHOT}`);
  }
  return db;
}

async function main(): Promise<void> {
  const until = todayInProductZone();
  const db = await seededDatabase(until);
  const { rows } = await db.query<{ dimension: string; grain: string; rows: number }>(
    'select * from market_rollups order by 1, 2',
  );
  console.log(
    `Rollups kept: ${rows.map((row) => `${row.dimension}/${row.grain} (${row.rows.toLocaleString('en')})`).join(', ') || 'none'}`,
  );

  const app = buildApp({ database: db, jwtSecret: 'bench-secret-0123456789-0123456789' });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'superadmin@demo.test', password: 'demo1234' },
  });
  const token = login.json<{ token: string }>().token;

  const fifteenDays = { since: shiftDays(until, -15), until };
  const twelveMonths = { since: shiftDays(addMonths(until, -12), 1), until };
  const threeMonths = { since: shiftDays(addMonths(until, -3), 1), until };
  const five = ['BR', 'MX', 'AR', 'CO', 'CL'];
  // Wall time is what a client waits; CPU time is the work, steadier on a busy machine.
  console.log(
    `\n${RUNS} runs each after ${WARM_UP} warm-up runs; until ${until}; load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  await measure(
    app,
    token,
    'sov/industries, BR, 15 days',
    '/api/v2/sov/industries',
    [{ country: 'BR', ...fifteenDays }],
    100,
  );
  await measure(
    app,
    token,
    'sov/industries, 5 countries, 12 months',
    '/api/v2/sov/industries',
    five.map((country) => ({ country, ...twelveMonths })),
    500,
  );
  await measure(app, token, 'sov/advertisers, BR, 15 days', '/api/v2/sov/advertisers', [
    { country: 'BR', ...fifteenDays },
  ]);
  await measure(
    app,
    token,
    'sov/advertisers, 5 countries, 12 months',
    '/api/v2/sov/advertisers',
    five.map((country) => ({ country, ...twelveMonths })),
  );
  await measure(
    app,
    token,
    'soi/industries, 5 countries, 12 months',
    '/api/v2/soi/industries',
    five.map((country) => ({ country, ...twelveMonths })),
  );
  await measure(app, token, 'snapshots table industries, BR, 15 days', '/api/v2/snapshots/table/industries/1/20', [
    { country: 'BR', ...fifteenDays },
  ]);
  await measure(app, token, 'snapshots table advertisers, BR, 3 months', '/api/v2/snapshots/table/advertisers/1/20', [
    { country: 'BR', ...threeMonths },
  ]);
  await measure(app, token, 'snapshots stats industries, BR, 3 months', '/api/v2/snapshots/stats/industries', [
    { country: 'BR', ...threeMonths },
  ]);
  // Compare's largest case (issue 55): the five countries' 20 largest advertisers over a year.
  const { rows: largest } = await db.query<{ id: number }>(
    `select dim_id as id from market_presence where dimension = 'advertisers' and country_code = any($1::text[])
     group by 1 order by sum(spots) desc, 1 limit 20`,
    [five],
  );
  await measure(
    app,
    token,
    'compare 20 advertisers, 5 countries, 12 months',
    '/api/v2/compare/advertisers',
    { search: five.map((country) => ({ country, ...twelveMonths })), entities: largest.map((row) => row.id) },
    ON_POSTGRES ? 500 : 1500,
  );
  const hasGallery = app.hasRoute({ method: 'POST', url: '/api/v2/gallery/:page/:limit' });
  if (hasGallery) {
    await measure(app, token, 'gallery page 1 (15), BR, 15 days', '/api/v2/gallery/1/15', [
      { country: 'BR', ...fifteenDays },
    ]);
  } else {
    console.log('gallery: no route yet');
  }
  await app.close();
  await db.close();
}

if (ON_POSTGRES && !POSTGRES_URL) {
  // No server named: run again inside a throwaway one, which the wrapper removes afterwards.
  const rerun = spawnSync(
    'bash',
    ['scripts/with-test-postgres.sh', process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    {
      stdio: 'inherit',
    },
  );
  process.exitCode = rerun.status ?? 1;
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
