import type { BreakdownDimension, InvestmentResponse, ShareOfVoiceResponse } from 'shared-contracts';
import { DIMENSIONS } from '../exports/reports/dimensions';
import { createMarketTestContext, IN_SEARCH, RANGE, type MarketTestContext } from './market-test-helpers';
import { roundToTotal } from './percentages';

// Issue 17, "figures agree everywhere", the API's half: every row of every breakdown, in share of
// voice and in investment, against a direct SQL count over the spots (the browser test compares
// the pages with these answers).

let context: MarketTestContext;
beforeAll(async () => {
  context = await createMarketTestContext();
});
afterAll(() => context.testApp.close());

const AR = { country: 'AR', ...RANGE };
const TABS = Object.keys(DIMENSIONS) as BreakdownDimension[];

interface SqlRow {
  id: number;
  spots: number;
  prints: number;
  amount: number;
  viewability: number | null;
}

/** Spots, prints, amount and mean viewability per item of the dimension, straight from the spots. */
async function sqlBreakdown(dimension: BreakdownDimension): Promise<Map<number, SqlRow>> {
  const { column } = DIMENSIONS[dimension];
  const { rows } = await context.testApp.db.query<SqlRow>(
    `select ${column} as id, count(*)::int as spots, sum(prints)::float8 as prints, sum(amount)::float8 as amount,
            round(avg(viewability)::numeric, 2)::float8 as viewability
     from spots where ${IN_SEARCH} group by ${column}`,
    ['AR', RANGE.since, RANGE.until],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

describe('every breakdown against SQL', () => {
  test.each(TABS)('share of voice by %s: each row’s spots, prints, viewability and share', async (dimension) => {
    const response = await context.post(`/api/v2/sov/${dimension}?lang=en`, [AR]);
    expect(response.statusCode).toBe(200);
    const [ar] = response.json<ShareOfVoiceResponse>();
    const expected = await sqlBreakdown(dimension);

    expect(ar?.tableData.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      [...expected.keys()].sort((a, b) => a - b),
    );
    for (const row of ar?.tableData ?? []) {
      const sql = expected.get(row.id);
      // The label rides on both sides so that a failure names its row.
      expect([row.label, row.total, row.prints]).toEqual([row.label, sql?.spots, sql?.prints]);
      if (sql?.viewability === null) expect(row.viewability).toBeNull();
      else expect(row.viewability).toBeCloseTo(sql?.viewability ?? Number.NaN, 2);
    }
    const shares = roundToTotal(ar?.tableData.map((row) => expected.get(row.id)?.spots ?? 0) ?? [], 100);
    expect(ar?.tableData.map((row) => row.percentage)).toEqual(shares);
  });

  test.each(TABS)('investment by %s: each row’s amount, prints and share of the amount', async (dimension) => {
    const response = await context.post(`/api/v2/soi/${dimension}?lang=en`, [AR]);
    expect(response.statusCode).toBe(200);
    const [ar] = response.json<InvestmentResponse>();
    const expected = await sqlBreakdown(dimension);

    expect(ar?.tableData).toHaveLength(expected.size);
    for (const row of ar?.tableData ?? []) {
      const sql = expected.get(row.id);
      expect(row.prints).toBe(sql?.prints);
      expect(row.amount).toBeCloseTo(sql?.amount ?? Number.NaN, 2);
    }
    expect(ar?.tableData.reduce((sum, row) => sum + row.percentage, 0)).toBeCloseTo(100, 6);
  });
});
