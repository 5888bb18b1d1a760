import type { MarketOptions } from './generate-market';

/**
 * The market of the jest template database: small so every test file loads it fast, fixed so
 * tests are reproducible (ranges inside 2023-01-01..2026-06-30 have data).
 */
export const TEST_MARKET_OPTIONS: MarketOptions = { spots: 20_000, seed: 42, until: '2026-06-30' };
