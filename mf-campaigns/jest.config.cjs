const { createJestConfig } = require('tooling/jest/create-jest-config.cjs');

const config = createJestConfig({ appDir: __dirname });
// The jsdom gaps this package's dialogs run into (src/testing/jsdom-gaps.ts).
config.setupFilesAfterEnv = [...config.setupFilesAfterEnv, '<rootDir>/src/testing/jsdom-gaps.ts'];

module.exports = config;
