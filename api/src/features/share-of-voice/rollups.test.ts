import type { InvestmentResponse, ShareOfVoiceResponse, SnapshotStatsResponse } from 'shared-contracts';
import { generateMarket } from '../market-generator/generate-market';
import { buildMarketRollups } from '../market-generator/rollups';
import { TEST_MARKET_OPTIONS } from '../market-generator/test-market';
import { createMarketTestContext, type MarketTestContext } from './market-test-helpers';

// The same calls answered from spots only and from every rollup grain must agree: the rollups
// are an optimisation, never a different answer.
let context: MarketTestContext;
beforeAll(async () => {
  context = await createMarketTestContext();
});
afterAll(() => context.testApp.close());

const LONG = { since: '2025-07-15', until: '2026-06-20' };
const CALLS: readonly [string, unknown][] = [
  [
    '/api/v2/sov/industries',
    [
      { country: 'AR', ...LONG },
      { country: 'MX', ...LONG },
    ],
  ],
  ['/api/v2/sov/publishers', [{ country: 'BR', ...LONG, excludedPublishers: [1, 2, 3] }]],
  ['/api/v2/sov/platforms', [{ country: 'MX', ...LONG, formats: [2, 6] }]],
  ['/api/v2/sov/advertisers', [{ country: 'AR', ...LONG, industries: [1, 2] }]],
  ['/api/v2/sov/sources', [{ country: 'CO', since: '2026-02-03', until: '2026-02-27' }]],
  ['/api/v2/soi/products', [{ country: 'MX', ...LONG }]],
  ['/api/v2/snapshots/stats/advertisers', [{ country: 'AR', since: '2026-03-10', until: '2026-06-05' }]],
];

type Answer = ShareOfVoiceResponse | InvestmentResponse | SnapshotStatsResponse;

async function answers(): Promise<Answer[]> {
  const all: Answer[] = [];
  for (const [url, body] of CALLS) {
    const response = await context.post(url, body, 'superadmin');
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
    all.push(response.json<Answer>());
  }
  return all;
}

/** Viewability means may differ in the last bit (float sums in another order): compare to 0.01. */
function withRoundedViewability(answer: Answer): unknown {
  return JSON.parse(JSON.stringify(answer), (key, value: unknown) =>
    (key === 'viewability' || key === 'pViewability') && typeof value === 'number'
      ? Math.round(value * 10) / 10
      : value,
  );
}

// Builds every grain and answers the calls five times: slow on a loaded machine.
test('answers from spots and from the rollups are the same', async () => {
  await context.testApp.db.exec('delete from market_rollups');
  const fromSpots = await answers();

  const kept = await buildMarketRollups(context.testApp.db, generateMarket(TEST_MARKET_OPTIONS), {
    minReduction: 0,
    minSpots: 0,
  });
  expect(kept).toHaveLength(24);
  const fromRollups = await answers();

  expect(fromRollups.map(withRoundedViewability)).toEqual(fromSpots.map(withRoundedViewability));

  // And they are read: a changed monthly rollup changes the long-range answer.
  await context.testApp.db.exec("update market_monthly set spots = spots + 1000 where dimension = 'industries'");
  expect((await answers())[0]).not.toEqual(fromRollups[0]);

  // The trend charts of unfiltered searches read the trend grain: the day's totals change the shares.
  const trendBefore = ((await answers())[0] as ShareOfVoiceResponse)[0]?.trendingSoV;
  await context.testApp.db.exec("update market_daily_trend set spots = spots * 5 where dimension = '*'");
  expect(((await answers())[0] as ShareOfVoiceResponse)[0]?.trendingSoV).not.toEqual(trendBefore);
}, 60_000);
