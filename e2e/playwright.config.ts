import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser; the flags keep it off the closed network.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: 'http://localhost:3000',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'off',
  },
  // The suite started exactly as the README's start command starts it (after its build step).
  webServer: {
    command: 'node ../scripts/start-suite.mjs',
    // Through the shell's proxy: ready only once the shell and the API both answer.
    url: 'http://127.0.0.1:3000/api/health',
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    // Its own API port, so a developer's API on 3100 does not collide with the test run.
    // A 12 s restart back-off leaves remote-down.spec.ts time to see a killed server's page fail twice,
    // with a cold view between, on a busy CI machine (5 s was not always enough).
    // A quarter of the default market: every view has data, and each run's fresh load takes ~25 s.
    env: { DATA_DIR: 'memory', API_PORT: '3190', RESTART_BACKOFF_MS: '12000', MARKET_SPOTS: '300000' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
