import type { InvestmentResponse } from 'shared-contracts';
import { NO_DATA_MESSAGE } from '../../lib/contracts';
import {
  createMarketTestContext,
  expectTrendGrain,
  expectTrendOfSql,
  IN_SEARCH,
  RANGE,
  sum,
  TREND_RANGES,
  type MarketTestContext,
} from '../share-of-voice/market-test-helpers';

let context: MarketTestContext;
beforeAll(async () => {
  context = await createMarketTestContext();
});
afterAll(() => context.testApp.close());

const AR = { country: 'AR', ...RANGE };
const params = ['AR', RANGE.since, RANGE.until];

describe('POST /api/v2/soi/{type}', () => {
  test('advertisers: amounts in ARS and prints match SQL; shares are of the amount', async () => {
    const response = await context.post('/api/v2/soi/advertisers', [AR]);

    expect(response.statusCode).toBe(200);
    const [ar] = response.json<InvestmentResponse>();
    if (!ar) throw new Error('no country in the answer');
    expect(ar.currency).toBe('ARS');
    expect(sum(ar.tableData.map((row) => row.amount))).toBeCloseTo(
      await context.sqlNumber(`select sum(amount) as n from spots where ${IN_SEARCH}`, params),
      1,
    );
    expect(sum(ar.tableData.map((row) => row.prints))).toBe(
      await context.sqlNumber(`select sum(prints) as n from spots where ${IN_SEARCH}`, params),
    );
    expect(Math.abs(sum(ar.tableData.map((row) => row.percentage)) - 100)).toBeLessThanOrEqual(0.05);
    const [first, second] = ar.tableData;
    expect((first?.amount ?? 0) >= (second?.amount ?? 0)).toBe(true);
    const top = await context.sqlNumber(
      `select sum(amount) as n from spots where ${IN_SEARCH} and advertiser_id = $4`,
      [...params, first?.id ?? 0],
    );
    expect(first?.amount).toBeCloseTo(top, 2);
    expect(sum(ar.pieData.map((slice) => slice.value))).toBeCloseTo(100, 5);
    expect(ar.mediaDataAmount.length).toBeGreaterThan(0);
    expect(sum(ar.mediaDataPrints.map((point) => point.value))).toBe(sum(ar.tableData.map((row) => row.prints)));
    expect(new Set(ar.trendingSoI.map((point) => point.series))).toEqual(
      new Set(ar.tableData.slice(0, 5).map((row) => row.label)),
    );
  });

  test.each(['day', 'week', 'month'] as const)(
    'the trend’s grain follows the period (%s): each point the share of its period’s amount, as SQL sums it',
    async (grain) => {
      const search = { country: 'AR', ...TREND_RANGES[grain] };
      const [ar] = (await context.post('/api/v2/soi/industries?lang=en', [search])).json<InvestmentResponse>();
      if (!ar) throw new Error('no country in the answer');

      const periods = await expectTrendOfSql(context, ar.trendingSoI, ar.tableData.slice(0, 5), search, {
        column: 'industry_id',
        measure: 'sum(amount)',
      });
      await expectTrendGrain(context, periods, grain, search);
    },
  );

  test('each country answers in its own currency', async () => {
    const answer = (
      await context.post('/api/v2/soi/industries', [AR, { country: 'BR', ...RANGE }])
    ).json<InvestmentResponse>();

    expect(answer.map((entry) => [entry.country, entry.currency])).toEqual([
      ['AR', 'ARS'],
      ['BR', 'BRL'],
    ]);
  });

  test('unfiltered=1 ignores the filters of the body', async () => {
    const body = [{ ...AR, industries: [1] }];
    const filtered = (await context.post('/api/v2/soi/industries', body)).json<InvestmentResponse>();
    const unfiltered = (await context.post('/api/v2/soi/industries?unfiltered=1', body)).json<InvestmentResponse>();

    expect(filtered[0]?.tableData.map((row) => row.id)).toEqual([1]);
    expect(unfiltered[0]?.tableData.length).toBeGreaterThan(1);
  });

  test('14 days or less: 400 errors.daterange.periodInvestment; 15 days pass', async () => {
    const short = await context.post('/api/v2/soi/industries', [
      { country: 'AR', since: '2026-06-01', until: '2026-06-15' },
    ]);
    const enough = await context.post('/api/v2/soi/industries', [
      { country: 'AR', since: '2026-06-01', until: '2026-06-16' },
    ]);

    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ error: 'errors.daterange.periodInvestment' });
    expect(enough.statusCode).toBe(200);
  });

  test('US and VE are refused on investment', async () => {
    const response = await context.post('/api/v2/soi/industries', [{ country: 'US', ...RANGE }], 'superadmin');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'US is not available on investment and snapshots' });
  });

  test('no spots: 404 with the spec message', async () => {
    const response = await context.post('/api/v2/soi/industries', [
      { country: 'AR', since: '2022-01-01', until: '2022-02-01' },
    ]);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: NO_DATA_MESSAGE });
  });

  test('401 without a token; 403 without ROLE_FEATURE_INVESTMENT or outside the countries', async () => {
    expect((await context.post('/api/v2/soi/industries', [AR], null)).statusCode).toBe(401);
    expect((await context.post('/api/v2/soi/industries', [AR], 'sov')).statusCode).toBe(403);
    expect((await context.post('/api/v2/soi/industries', [{ ...AR, country: 'CL' }], 'noaudiences')).statusCode).toBe(
      403,
    );
  });

  test('400 on a bad payload', async () => {
    const response = await context.post('/api/v2/soi/industries', [{ ...AR, until: 'tomorrow' }]);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });
});
