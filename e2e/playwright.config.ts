import { defineConfig } from '@playwright/test';
import { SUITE_CHANGING_SPECS, SUITE_ENV, SUITE_READY_URL } from './suite-server.mjs';

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
  // Two tests at a time, one per core, from any file: the accessibility matrix alone is half the
  // run, so whole files per worker would leave one core idle at the end.
  fullyParallel: true,
  workers: 2,
  projects: [
    // Specs that change the suite every other spec uses (the remote versions the shell loads,
    // environments/local.json; a remote's server, killed) run alone, once the others are done.
    { name: 'shared suite', testIgnore: SUITE_CHANGING_SPECS },
    { name: 'suite to itself', testMatch: SUITE_CHANGING_SPECS, workers: 1, dependencies: ['shared suite'] },
  ],
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: 'http://localhost:3000',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'off',
    // As a customer whose system asks for less motion: antd then opens menus and pickers at once
    // (shared-ui's suiteTheme). A menu still sliding in moved under the pointer between a click's
    // press and release on a busy machine, and the click was lost.
    reducedMotion: 'reduce',
  },
  // The suite started exactly as the README's start command starts it (suite-server.mjs).
  webServer: {
    command: 'node ../scripts/start-suite.mjs',
    url: SUITE_READY_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: SUITE_ENV,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
