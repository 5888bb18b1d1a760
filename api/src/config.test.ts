import { DEFAULT_DATA_DIR, DEV_JWT_SECRET, readConfig } from './config';
import { DEFAULT_POOL_SIZE } from './db/postgres-database';
import { DEFAULT_MARKET_CACHE } from './features/market-cache/market-answers';

describe('readConfig', () => {
  test('defaults: port 3100 on 127.0.0.1, PGlite in api/.data/pglite, dev secret, demo users', () => {
    const config = readConfig({});

    expect(config).toMatchObject({
      port: 3100,
      host: '127.0.0.1',
      database: { kind: 'pglite', dataDir: DEFAULT_DATA_DIR },
      jwtSecret: DEV_JWT_SECRET,
      jwtSecretIsDevDefault: true,
      secureCookies: false,
      seedDemoUsers: true,
      accessTokenTtlSeconds: 900,
      loginFailureDelayMs: 500,
      corsOrigins: [],
      trustProxy: 'loopback',
    });
    expect(DEFAULT_DATA_DIR).toMatch(/api[/\\]\.data[/\\]pglite$/);
  });

  test('DATA_DIR=memory keeps the data in memory', () => {
    expect(readConfig({ DATA_DIR: 'memory' }).database).toEqual({ kind: 'memory' });
  });

  test('DATABASE_URL selects PostgreSQL over any DATA_DIR', () => {
    const url = 'postgres://app:pw@db.local:5432/adintel';
    expect(readConfig({ DATABASE_URL: url, DATA_DIR: 'memory' }).database).toEqual({
      kind: 'postgres',
      url,
      poolSize: DEFAULT_POOL_SIZE,
    });
    expect(readConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '40' }).database).toMatchObject({ poolSize: 40 });
  });

  test('the market cache is on by default and off with MARKET_CACHE_MB=0; the overload limits', () => {
    expect(readConfig({}).marketCache).toEqual(DEFAULT_MARKET_CACHE);
    expect(readConfig({ MARKET_CACHE_MB: '0' }).marketCache).toBe(false);
    expect(readConfig({ MARKET_CACHE_MB: '8', MARKET_VERSION_CHECK_MS: '0' }).marketCache).toEqual({
      ...DEFAULT_MARKET_CACHE,
      maxChars: 8 * 1024 * 1024,
      versionCheckMs: 0,
    });
    // Answers computed at once: PGlite's default, PostgreSQL's pool size, or MAX_MARKET_COMPUTING.
    const url = 'postgres://u:p@localhost:5432/db';
    expect(readConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '12' }).marketCache).toMatchObject({ maxComputing: 12 });
    expect(readConfig({ MAX_MARKET_COMPUTING: '4' }).marketCache).toMatchObject({ maxComputing: 4 });
    expect(readConfig({ MAX_EVENT_LOOP_DELAY_MS: '500', MAX_WAITING_QUERIES: '50' }).overload).toMatchObject({
      maxEventLoopDelayMs: 500,
      maxWaitingQueries: 50,
    });
  });

  test('reads the other variables', () => {
    const config = readConfig({
      PORT: '4000',
      HOST: '0.0.0.0',
      JWT_SECRET: 'a-real-secret',
      SECURE_COOKIES: 'true',
      SEED_DEMO_USERS: 'false',
      ACCESS_TOKEN_TTL_SECONDS: '60',
      LOGIN_FAILURE_DELAY_MS: '0',
      CORS_ORIGINS: 'http://localhost:3001, http://localhost:3002',
    });

    expect(config).toMatchObject({
      port: 4000,
      host: '0.0.0.0',
      jwtSecret: 'a-real-secret',
      jwtSecretIsDevDefault: false,
      secureCookies: true,
      seedDemoUsers: false,
      accessTokenTtlSeconds: 60,
      loginFailureDelayMs: 0,
      corsOrigins: ['http://localhost:3001', 'http://localhost:3002'],
    });
  });

  test('production needs a JWT secret, and then defaults to secure cookies and no demo users', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(readConfig({ NODE_ENV: 'production', JWT_SECRET: 's' })).toMatchObject({
      secureCookies: true,
      seedDemoUsers: false,
    });
  });

  test('refuses values it cannot use', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readConfig({ SECURE_COOKIES: 'maybe' })).toThrow(/SECURE_COOKIES/);
    expect(() => readConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => readConfig({ MARKET_CACHE_MB: '-1' })).toThrow(/MARKET_CACHE_MB/);
    expect(() => readConfig({ MAX_WAITING_QUERIES: 'many' })).toThrow(/MAX_WAITING_QUERIES/);
    expect(() => readConfig({ MAX_MARKET_COMPUTING: '0' })).toThrow(/MAX_MARKET_COMPUTING/);
    expect(() => readConfig({ LOGIN_FAILURE_DELAY_MS: '-5' })).toThrow(/LOGIN_FAILURE_DELAY_MS/);
  });
});
