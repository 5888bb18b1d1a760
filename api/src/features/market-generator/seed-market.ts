import type { Database, Queryable } from '../../db/database';
import { todayInProductZone } from '../../lib/contracts';
import { generateMarket, type MarketOptions } from './generate-market';
import { loadMarket } from './load-market';
import { bumpMarketDataVersion } from '../market-cache/market-data-version';
import { buildMarketRollups } from './rollups';

// About 2,000 spots for Argentina in the last 15 days and thousands for Brazil and Mexico
// (issue 17's "market that looks real"); the first start loads it in about a minute.
const DEFAULT_MARKET_SPOTS = 1_200_000;
const DEFAULT_MARKET_SEED = 20230101;

/** The market of a server start: MARKET_SPOTS (0 seeds none) and MARKET_SEED, up to today. */
export function readMarketOptions(env: NodeJS.ProcessEnv, today: string = todayInProductZone()): MarketOptions {
  const spots =
    env.MARKET_SPOTS === undefined || env.MARKET_SPOTS === '' ? DEFAULT_MARKET_SPOTS : Number(env.MARKET_SPOTS);
  const seed = env.MARKET_SEED === undefined || env.MARKET_SEED === '' ? DEFAULT_MARKET_SEED : Number(env.MARKET_SEED);
  if (!Number.isInteger(spots) || spots < 0)
    throw new Error(`MARKET_SPOTS must be a whole number, got ${env.MARKET_SPOTS}`);
  if (!Number.isInteger(seed)) throw new Error(`MARKET_SEED must be an integer, got ${env.MARKET_SEED}`);
  return { spots, seed, until: today };
}

export interface SeedReport {
  spots: number;
  campaigns: number;
  checksum: string;
  generateMs: number;
  loadMs: number;
  rollupMs: number;
  /** The rollup grains kept, e.g. industries/month. */
  rollups: string[];
}

const elapsed = (since: number) => Math.round(performance.now() - since);

// Any constant works; replicas starting together on one empty database take the same lock.
const MARKET_SEED_LOCK_KEY = 3100_0002;

const marketExists = async (db: Queryable) =>
  (await db.query<{ seeded: boolean }>('select exists (select 1 from countries) as seeded')).rows[0]?.seeded === true;

/** Generates and loads the market into empty market tables, in one transaction. */
export async function seedMarket(db: Database, options: MarketOptions): Promise<SeedReport> {
  const report = await generateAndLoad(db, options, false);
  if (!report) throw new Error('The market was not loaded');
  return report;
}

/**
 * With `onlyIfEmpty`, the load waits for any other process seeding the same database and is
 * skipped (null) when that one has seeded it.
 */
async function generateAndLoad(db: Database, options: MarketOptions, onlyIfEmpty: boolean): Promise<SeedReport | null> {
  const started = performance.now();
  const data = generateMarket(options);
  const generateMs = elapsed(started);
  const loadStarted = performance.now();
  let rollupMs = 0;
  let rollups: string[] = [];
  const loaded = await db.transaction(async (tx) => {
    if (onlyIfEmpty) {
      await tx.query('select pg_advisory_xact_lock($1)', [MARKET_SEED_LOCK_KEY]);
      if (await marketExists(tx)) return false;
    }
    await loadMarket(tx, data);
    const rollupStarted = performance.now();
    rollups = await buildMarketRollups(tx, data);
    rollupMs = elapsed(rollupStarted);
    // Every process's cached market answers end with this load.
    await bumpMarketDataVersion(tx);
    return true;
  });
  if (!loaded) return null;
  return {
    spots: data.spots.count,
    campaigns: data.usage.spots.filter((count) => count > 0).length,
    checksum: data.checksum,
    generateMs,
    loadMs: elapsed(loadStarted) - rollupMs,
    rollupMs,
    rollups,
  };
}

/**
 * Seeds the market when its tables are empty (first start, `DATA_DIR=memory`, the test template).
 * Returns null when nothing was seeded.
 */
export async function seedMarketIfEmpty(db: Database, options: MarketOptions): Promise<SeedReport | null> {
  if (options.spots === 0 || (await marketExists(db))) return null;
  return generateAndLoad(db, options, true);
}

export function describeSeedReport(report: SeedReport): string {
  const total = report.generateMs + report.loadMs + report.rollupMs;
  return (
    `Seeded the market: ${report.spots.toLocaleString('en')} spots, ${report.campaigns.toLocaleString('en')} campaigns in ` +
    `${(total / 1000).toFixed(1)} s (generate ${(report.generateMs / 1000).toFixed(1)} s, load ${(report.loadMs / 1000).toFixed(1)} s, ` +
    `rollups ${(report.rollupMs / 1000).toFixed(1)} s; checksum ${report.checksum})`
  );
}
