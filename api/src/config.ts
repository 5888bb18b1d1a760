import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseConfig } from './db/open-database';
import { DEFAULT_POOL_SIZE } from './db/postgres-database';
import { DEFAULT_FIRST_DELAY_MS } from './features/auth/login-throttle-policy';
import { DEFAULT_ACCESS_TOKEN_TTL_SECONDS } from './features/auth/token-service';
import { DEFAULT_MARKET_CACHE, type MarketCacheOptions } from './features/market-cache/market-answers';
import { DEFAULT_OVERLOAD_LIMITS, type OverloadLimits } from './plugins/overload';

/** `api/.data/pglite`, whatever folder the server is started from. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../.data/pglite', import.meta.url));

/** Signs tokens on a developer's machine only; production refuses to start without JWT_SECRET. */
export const DEV_JWT_SECRET = 'dev-only-secret-change-me-0123456789abcdef';

export interface ServerConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  jwtSecret: string;
  jwtSecretIsDevDefault: boolean;
  secureCookies: boolean;
  seedDemoUsers: boolean;
  logLevel: string;
  accessTokenTtlSeconds: number;
  /** The wait before answering the first slowed failed login (it doubles up to 8 times); 0: none. */
  loginFailureDelayMs: number;
  corsOrigins: string[];
  /** Proxies whose X-Forwarded-For is believed (the shell's server): Fastify's `trustProxy`. */
  trustProxy: string;
  /** false when MARKET_CACHE_MB=0. */
  marketCache: MarketCacheOptions | false;
  overload: OverloadLimits;
}

type Env = Readonly<Record<string, string | undefined>>;

function positiveInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

function wholeNumber(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'no'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${env[name]}"`);
}

function databaseConfig(env: Env): DatabaseConfig {
  if (env.DATABASE_URL) {
    if (!/^postgres(ql)?:\/\//.test(env.DATABASE_URL)) throw new Error('DATABASE_URL must start with postgres://');
    return {
      kind: 'postgres',
      url: env.DATABASE_URL,
      poolSize: positiveInteger(env, 'DATABASE_POOL_SIZE', DEFAULT_POOL_SIZE),
    };
  }
  if (env.DATA_DIR === 'memory') return { kind: 'memory' };
  return { kind: 'pglite', dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : DEFAULT_DATA_DIR };
}

/** The server's settings from the environment (see README). Throws on a value it cannot use. */
export function readConfig(env: Env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  if (production && !env.JWT_SECRET) throw new Error('JWT_SECRET is required when NODE_ENV=production');
  const database = databaseConfig(env);
  return {
    port: positiveInteger(env, 'PORT', 3100),
    host: env.HOST || '127.0.0.1',
    database,
    jwtSecret: env.JWT_SECRET || DEV_JWT_SECRET,
    jwtSecretIsDevDefault: !env.JWT_SECRET,
    secureCookies: flag(env, 'SECURE_COOKIES', production),
    // Production seeds no demo accounts (docs/decisions.md#demo-accounts-local-only).
    seedDemoUsers: flag(env, 'SEED_DEMO_USERS', !production),
    logLevel: env.LOG_LEVEL || 'warn',
    accessTokenTtlSeconds: positiveInteger(env, 'ACCESS_TOKEN_TTL_SECONDS', DEFAULT_ACCESS_TOKEN_TTL_SECONDS),
    loginFailureDelayMs: wholeNumber(env, 'LOGIN_FAILURE_DELAY_MS', DEFAULT_FIRST_DELAY_MS),
    // The shell's server proxies /api from the same machine; compose names its own network.
    trustProxy: env.TRUST_PROXY || 'loopback',
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    marketCache: marketCacheConfig(env, database),
    overload: {
      maxEventLoopDelayMs: positiveInteger(env, 'MAX_EVENT_LOOP_DELAY_MS', DEFAULT_OVERLOAD_LIMITS.maxEventLoopDelayMs),
      maxWaitingQueries: positiveInteger(env, 'MAX_WAITING_QUERIES', DEFAULT_OVERLOAD_LIMITS.maxWaitingQueries),
      retryAfterSeconds: DEFAULT_OVERLOAD_LIMITS.retryAfterSeconds,
    },
  };
}

function marketCacheConfig(env: Env, database: DatabaseConfig): MarketCacheOptions | false {
  const megabytes = wholeNumber(env, 'MARKET_CACHE_MB', DEFAULT_MARKET_CACHE.maxChars / (1024 * 1024));
  if (megabytes === 0) return false;
  // Sized from the database: as many answers computed at once as PostgreSQL has connections for.
  const computing =
    database.kind === 'postgres' ? (database.poolSize ?? DEFAULT_POOL_SIZE) : DEFAULT_MARKET_CACHE.maxComputing;
  return {
    ...DEFAULT_MARKET_CACHE,
    maxChars: megabytes * 1024 * 1024,
    versionCheckMs: wholeNumber(env, 'MARKET_VERSION_CHECK_MS', DEFAULT_MARKET_CACHE.versionCheckMs),
    maxComputing: positiveInteger(env, 'MAX_MARKET_COMPUTING', computing),
    sessionQueue: wholeNumber(env, 'MARKET_SESSION_QUEUE', DEFAULT_MARKET_CACHE.sessionQueue),
    maxQueued: wholeNumber(env, 'MAX_MARKET_QUEUED', DEFAULT_MARKET_CACHE.maxQueued),
  };
}

/** Where the data lives, for the start-up line. */
export function describeDatabase(database: DatabaseConfig): string {
  switch (database.kind) {
    case 'postgres':
      return `PostgreSQL at ${new URL(database.url).host}`;
    case 'pglite':
      return `PGlite in ${database.dataDir}`;
    case 'memory':
      return 'PGlite in memory (data lost on stop)';
  }
}
