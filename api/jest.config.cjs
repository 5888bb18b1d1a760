// The tooling preset in a node environment. API-specific needs:
// - jose, cookie (via light-my-request), content-disposition (via @fastify/static) and typebox
//   (shared-contracts' schemas) ship ESM only, so they are compiled like our own sources;
// - PGlite loads its WASM and Node built-ins through dynamic import(), which jest's CommonJS
//   runtime allows only with --experimental-vm-modules (set by the package's test script).
const { createJestConfig } = require('tooling/jest/create-jest-config.cjs');

const base = createJestConfig({ appDir: __dirname, testEnvironment: 'node' });

module.exports = {
  ...base,
  // One migrated, seeded database for the whole run; each test file loads a fresh copy.
  globalSetup: '<rootDir>/src/testing/global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/global-teardown.ts',
  // A hook that loads a fresh copy of the database (createMarketTestContext) takes seconds on a
  // quiet machine and over 20 s on a loaded one: 60 s, like the database open itself.
  testTimeout: 60_000,
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(jose|cookie|content-disposition|typebox)@)'],
};
