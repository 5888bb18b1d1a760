import { DEFAULT_DATA_DIR, DEV_JWT_SECRET, readConfig } from './config';

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
      corsOrigins: [],
    });
    expect(DEFAULT_DATA_DIR).toMatch(/api[/\\]\.data[/\\]pglite$/);
  });

  test('DATA_DIR=memory keeps the data in memory', () => {
    expect(readConfig({ DATA_DIR: 'memory' }).database).toEqual({ kind: 'memory' });
  });

  test('DATABASE_URL selects PostgreSQL over any DATA_DIR', () => {
    const url = 'postgres://app:pw@db.local:5432/adintel';
    expect(readConfig({ DATABASE_URL: url, DATA_DIR: 'memory' }).database).toEqual({ kind: 'postgres', url });
  });

  test('reads the other variables', () => {
    const config = readConfig({
      PORT: '4000',
      HOST: '0.0.0.0',
      JWT_SECRET: 'a-real-secret',
      SECURE_COOKIES: 'true',
      SEED_DEMO_USERS: 'false',
      ACCESS_TOKEN_TTL_SECONDS: '60',
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
  });
});
