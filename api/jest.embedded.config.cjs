// The API's tests that the test command runs on the embedded PGlite, after every test has run on
// PostgreSQL (docs/decisions.md, "API tests on both databases").
// Both run the same Postgres SQL; what PGlite does its own way is listed here by that way.
// `pnpm --filter api test` alone still runs every file on PGlite.
const fs = require('node:fs');
const path = require('node:path');
const base = require('./jest.config.cjs');

const EMBEDDED_PATHS = {
  'the database layer, its migrations and the test databases': [
    'src/db/migrate.test.ts',
    'src/db/pglite-thread-database.test.ts',
    'src/testing/test-database.test.ts',
    'src/config.test.ts',
  ],
  'the seeds and the market load (PGlite always loads from a file)': [
    'src/seed/seed-demo-users.test.ts',
    'src/features/market-generator/market-generator.test.ts',
    'src/features/market-generator/seed-market-replicas.test.ts',
    'src/features/gallery/generated-market.test.ts',
  ],
  'one query at a time: the queue, the computing slots and the refusals': [
    'src/plugins/overload.test.ts',
    'src/features/market-cache/computing-slots.test.ts',
    'src/features/market-cache/market-admission.test.ts',
    'src/features/market-cache/market-answers.test.ts',
    'src/features/health/health.test.ts',
  ],
  'transactions, which hold the one connection while they run': [
    'src/features/auth/login.test.ts',
    'src/features/auth/login-throttle.test.ts',
    'src/features/auth/login-throttle-processes.test.ts',
    'src/features/account/account.test.ts',
    'src/features/account/password-reset.test.ts',
    'src/features/marketing/marketing.test.ts',
    'src/features/reports/report-scheduler.test.ts',
    'src/features/alerts/alerts.test.ts',
  ],
  'every documented operation once': ['src/plugins/openapi-truth.test.ts'],
};

const files = Object.values(EMBEDDED_PATHS).flat();
const missing = files.filter((file) => !fs.existsSync(path.join(__dirname, file)));
if (missing.length > 0)
  throw new Error(`jest.embedded.config.cjs lists files that do not exist: ${missing.join(', ')}`);

module.exports = { ...base, testMatch: files.map((file) => `<rootDir>/${file}`) };
