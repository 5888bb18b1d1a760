// One jest preset: swc transform, jsdom, the federation runtime stubbed, the timezone pinned to
// UTC so that the product's own GMT-3 conversion is what the tests see.
const path = require('node:path');

process.env.TZ = 'UTC';

function createJestConfig({ appDir, testEnvironment = 'jsdom', moduleNameMapper = {} }) {
  return {
    rootDir: appDir,
    testEnvironment: testEnvironment === 'jsdom' ? require.resolve('jest-environment-jsdom') : testEnvironment,
    roots: ['<rootDir>/src'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ESM-only packages in node_modules must be transformed too.
    transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(dompurify|@ant-design\\+plots|@ant-design\\+colors))'],
    moduleNameMapper: {
      '^@module-federation/enhanced/runtime$': path.join(__dirname, 'federation-runtime-stub.cjs'),
      ...moduleNameMapper,
    },
    // Every environment fails a test on an unexpected console error or warning; jsdom adds its own gaps.
    setupFilesAfterEnv: [
      path.join(__dirname, 'fail-on-console.cjs'),
      ...(testEnvironment === 'jsdom' ? [path.join(__dirname, 'setup-tests.cjs')] : []),
    ],
    // A whole-shell render takes 15-20 s when the two cores are shared with builds: 60 s, as the API's.
    testTimeout: 60000,
  };
}

module.exports = { createJestConfig };
