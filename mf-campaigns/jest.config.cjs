const { createJestConfig } = require('tooling/jest/create-jest-config.cjs');

const config = createJestConfig({ appDir: __dirname });
// The jsdom gap this package's gallery runs into (src/testing/jsdom-gaps.ts).
config.setupFilesAfterEnv = [...config.setupFilesAfterEnv, '<rootDir>/src/testing/jsdom-gaps.ts'];

module.exports = config;
