// @ts-check
// The suite the browser specs run against, started exactly as the README's start command starts
// it (after its build step): Playwright's webServer (playwright.config.ts), and `pnpm
// test:changed`, which starts it once for its two runs (tooling/test-changed/).

/**
 * The spec files that change what every other spec uses (pins, servers), or sources and both
 * cores (hot-update: `pnpm dev`'s builds), run alone after the others.
 */
export const SUITE_CHANGING_SPECS = [
  'canary.spec.ts',
  'federation-ops.spec.ts',
  'remote-down.spec.ts',
  'hot-update.spec.ts',
];

/** Through the shell's proxy: ready only once the shell and the API both answer. */
export const SUITE_READY_URL = 'http://127.0.0.1:3000/api/health';

/**
 * Its own API port, so a developer's API on 3100 does not collide with the test run.
 * A 12 s restart back-off leaves remote-down.spec.ts time to see a killed server's page fail
 * twice, with a cold view between, on a busy CI machine (5 s was not always enough).
 * A quarter of the default market: every view has data, and each run's fresh load takes ~25 s.
 */
export const SUITE_ENV = { DATA_DIR: 'memory', API_PORT: '3190', RESTART_BACKOFF_MS: '12000', MARKET_SPOTS: '300000' };
