// One jest preset: swc transform, jsdom, the federation runtime stubbed, the timezone pinned to
// UTC so that the product's own GMT-3 conversion is what the tests see.
const os = require('node:os');
const path = require('node:path');

process.env.TZ = 'UTC';

// The page's environments; 'jsdom-node-fetch' for an app whose tests answer its fetch with MSW.
const BROWSER_ENVIRONMENTS = {
  jsdom: require.resolve('jest-environment-jsdom'),
  'jsdom-node-fetch': path.join(__dirname, 'jsdom-node-fetch-environment.cjs'),
};

function createJestConfig({ appDir, testEnvironment = 'jsdom', moduleNameMapper = {}, setupFilesAfterEnv = [] }) {
  const browser = testEnvironment in BROWSER_ENVIRONMENTS;
  return {
    rootDir: appDir,
    testEnvironment: browser ? BROWSER_ENVIRONMENTS[testEnvironment] : testEnvironment,
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
    // ESM-only packages in node_modules must be transformed too (the last three: msw's).
    transformIgnorePatterns: [
      '/node_modules/\\.pnpm/(?!(dompurify|@ant-design\\+plots|@ant-design\\+colors|rettime|until-async|@open-draft\\+deferred-promise))',
    ],
    moduleNameMapper: {
      '^@module-federation/enhanced/runtime$': path.join(__dirname, 'federation-runtime-stub.cjs'),
      // antd's components by their own paths (the shell's login page, shared-ui's theme): jest
      // runs CommonJS, so the same files from antd's CommonJS build, which `antd` itself requires.
      '^antd/es/(.*)$': 'antd/lib/$1',
      ...moduleNameMapper,
    },
    // Every environment fails a test on an unexpected console error or warning; jsdom adds its own gaps.
    setupFilesAfterEnv: [
      path.join(__dirname, 'fail-on-console.cjs'),
      ...(browser ? [path.join(__dirname, 'setup-tests.cjs')] : []),
      ...setupFilesAfterEnv,
    ],
    // One worker per core. Jest's default leaves one core to itself, and on a 2-core machine
    // that is one worker: every file in band, half the machine idle through the longest step.
    maxWorkers: os.availableParallelism(),
    // A whole-shell render takes 15-20 s when the two cores are shared with builds: 60 s, as the API's.
    testTimeout: 60000,
  };
}

module.exports = { createJestConfig };
