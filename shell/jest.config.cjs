const { createJestConfig } = require('tooling/jest/create-jest-config.cjs');

// The tests speak HTTP to an MSW server (src/testing/api-server.ts), which answers the real fetch.
module.exports = createJestConfig({
  appDir: __dirname,
  testEnvironment: 'jsdom-node-fetch',
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup-api-server.ts'],
  moduleNameMapper: { '/antd-stylesheet$': '<rootDir>/src/testing/antd-stylesheet.ts' },
});
