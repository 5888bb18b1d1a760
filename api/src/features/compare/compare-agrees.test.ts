import type { CompareDimension, CompareResponse, InvestmentResponse, ShareOfVoiceResponse } from 'shared-contracts';
import { generateMarket } from '../market-generator/generate-market';
import { buildMarketRollups } from '../market-generator/rollups';
import { TEST_MARKET_OPTIONS } from '../market-generator/test-market';
import { createMarketTestContext, type MarketTestContext } from '../share-of-voice/market-test-helpers';

// The same numbers as everywhere else (issue 55): an entity's spots and share equal Share of
// Voice's, its spend and share of spend Real-Time Spend's, from spots and from the rollups alike.
let context: MarketTestContext;
beforeAll(async () => {
  context = await createMarketTestContext();
});
afterAll(() => context.testApp.close());

const LONG = { since: '2025-07-15', until: '2026-06-20' };
const CASES: readonly [CompareDimension, unknown[]][] = [
  ['advertisers', ['AR', 'MX'].map((country) => ({ country, ...LONG }))],
  ['industries', [{ country: 'BR', since: '2026-03-10', until: '2026-06-05', platforms: [1, 3] }]],
  ['publishers', [{ country: 'AR', since: '2026-05-01', until: '2026-06-15' }]],
  // Whole months alone, with a filter the campaign grain answers and one it does not (sources).
  ['advertisers', [{ country: 'MX', since: '2026-03-01', until: '2026-05-31', excludedPublishers: [1, 2] }]],
  ['advertisers', [{ country: 'AR', since: '2026-02-20', until: '2026-06-10', sources: [1, 2] }]],
];

async function post<Answer>(url: string, body: unknown): Promise<Answer> {
  const response = await context.post(url, body, 'superadmin');
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json<Answer>();
}

/** Share of Voice's and Real-Time Spend's rows for the search, and Compare's answer for four of its entities. */
async function answers(dimension: CompareDimension, search: unknown[]) {
  const sov = await post<ShareOfVoiceResponse>(`/api/v2/sov/${dimension}?lang=en`, search);
  const soi = await post<InvestmentResponse>(`/api/v2/soi/${dimension}?lang=en`, search);
  // The first country's second to fifth: shares that are neither the largest nor zero.
  const entities = (sov[0]?.tableData ?? []).slice(1, 5).map((row) => row.id);
  const compare = await post<CompareResponse>(`/api/v2/compare/${dimension}?lang=en`, { search, entities });
  return { sov, soi, entities, compare };
}

describe.each(CASES)('%s', (dimension, search) => {
  test("each entity's spots and share are Share of Voice's; its spend and share of spend Real-Time Spend's", async () => {
    const { sov, soi, entities, compare } = await answers(dimension, search);
    expect(entities).toHaveLength(4);
    compare.countries.forEach((column, index) => {
      for (const figures of column.entities) {
        const row = sov[index]?.tableData.find((candidate) => candidate.id === figures.id);
        const spendRow = soi[index]?.tableData.find((candidate) => candidate.id === figures.id);
        expect([figures.id, figures.spots, figures.shareOfVoice, figures.prints, figures.pViewability]).toEqual([
          figures.id,
          row?.total ?? 0,
          row?.percentage ?? 0,
          row?.prints ?? 0,
          row?.viewability ?? null,
        ]);
        expect([figures.spend?.amount, figures.spend?.share]).toEqual([
          spendRow?.amount ?? 0,
          spendRow?.percentage ?? 0,
        ]);
      }
    });
    expect(compare.entities.map((entity) => entity.label)).toEqual(
      entities.map((id) => sov[0]?.tableData.find((row) => row.id === id)?.label),
    );
  });
});

/** Viewability means may differ in the last bit (float sums in another order): compare to 0.1. */
function withRoundedViewability(answer: CompareResponse): unknown {
  return JSON.parse(JSON.stringify(answer), (key, value: unknown) =>
    key === 'pViewability' && typeof value === 'number' ? Math.round(value * 10) / 10 : value,
  );
}

// Builds every grain: slow on a loaded machine, like rollups.test.ts.
test('answers from spots and from the rollups are the same', async () => {
  const fromSpots = [];
  for (const [dimension, search] of CASES) fromSpots.push((await answers(dimension, search)).compare);

  const kept = await buildMarketRollups(context.testApp.db, generateMarket(TEST_MARKET_OPTIONS), {
    minReduction: 0,
    minSpots: 0,
  });
  expect(kept).toHaveLength(24);
  // Compare's campaign grain (not in the breakdowns' list) holds every spot.
  expect(await context.sqlNumber("select count(*) as n from market_rollups where dimension = 'campaigns'", [])).toBe(1);
  expect(await context.sqlNumber('select sum(spots) as n from market_campaign_monthly', [])).toBe(
    await context.sqlNumber('select count(*) as n from spots', []),
  );
  const fromRollups = [];
  for (const [dimension, search] of CASES) fromRollups.push((await answers(dimension, search)).compare);

  expect(fromRollups.map(withRoundedViewability)).toEqual(fromSpots.map(withRoundedViewability));
}, 120_000);
