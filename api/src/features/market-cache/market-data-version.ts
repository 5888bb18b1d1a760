import type { Queryable } from '../../db/database';

/** Bumps the market's data version; called in the transaction that loads market data. */
export async function bumpMarketDataVersion(db: Queryable): Promise<void> {
  await db.query('update market_data_version set version = version + 1, loaded_at = now()');
}

async function readMarketDataVersion(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ version: number }>('select version from market_data_version');
  return rows[0]?.version ?? 0;
}

/** The market's data version as this process last read it, and a fresh read when that is old. */
export interface MarketDataVersion {
  /** The last version read, without waiting (0 before the first read). */
  known(): number;
  /** The version, read again when the last read is older than the allowed age. */
  current(): Promise<number>;
}

/**
 * The data version as this process sees it, read again at most every `maxAgeMs` (0: on every
 * call), so a load by any replica invalidates every replica's cache within that time without one
 * query per request. Concurrent reads share one query.
 */
export function trackMarketDataVersion(db: Queryable, maxAgeMs: number): MarketDataVersion {
  let version = 0;
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<number> | null = null;
  return {
    known: () => version,
    current: () => {
      if (performance.now() - readAt < maxAgeMs) return Promise.resolve(version);
      reading ??= readMarketDataVersion(db)
        .then((value) => {
          version = value;
          readAt = performance.now();
          return value;
        })
        .finally(() => {
          reading = null;
        });
      return reading;
    },
  };
}
