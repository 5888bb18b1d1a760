import {
  emptyFilterGroups,
  narrowToSnapFilter,
  toMarketSearchBody,
  type SnapshotShareResponse,
  type SnapshotStatsResponse,
  type SnapshotTableResponse,
  type SnapType,
} from 'shared-contracts';
import { NO_DATA_MESSAGE } from '../../lib/contracts';
import {
  createMarketTestContext,
  IN_SEARCH,
  RANGE,
  sum,
  type MarketTestContext,
} from '../share-of-voice/market-test-helpers';

let context: MarketTestContext;
beforeAll(async () => {
  context = await createMarketTestContext();
});
afterAll(() => context.testApp.close());

const AR = { country: 'AR', ...RANGE };
const params = ['AR', RANGE.since, RANGE.until];
/** The one entry a snapshot answer wraps its table or stats in. */
function onlyItem<Item>(items: Item[]): Item {
  expect(items).toHaveLength(1);
  return items[0] as Item;
}
const rowsOf = (answer: SnapshotTableResponse) => onlyItem(answer.items).table.items;
/** The analyst's plan has spend: every amount is there (NaN would fail the sums). */
const amountsOf = (items: readonly { amount?: number }[]) => items.map((item) => item.amount ?? Number.NaN);
function adSpendOf(stats: SnapshotStatsResponse['items'][0]) {
  if (!stats.adSpend) throw new Error('adSpend is missing for a plan with spend');
  return stats.adSpend;
}

describe('POST /api/v2/snapshots/table/{type}/{page}/{limit}', () => {
  test('pages of the industries table; totalResults and spots match SQL', async () => {
    const response = await context.post('/api/v2/snapshots/table/industries/1/20?lang=es', [AR]);

    expect(response.statusCode).toBe(200);
    const first = response.json<SnapshotTableResponse>();
    expect(first.currency).toBe('ARS');
    expect(first.totalResults).toBe(
      await context.sqlNumber(`select count(distinct industry_id) as n from spots where ${IN_SEARCH}`, params),
    );
    const all = (await context.post('/api/v2/snapshots/table/industries/1/50000', [AR])).json<SnapshotTableResponse>();
    expect(sum(rowsOf(all).map((row) => row.total))).toBe(
      await context.sqlNumber(`select count(*) as n from spots where ${IN_SEARCH}`, params),
    );
    expect(sum(amountsOf(rowsOf(all)))).toBeCloseTo(
      await context.sqlNumber(`select sum(amount) as n from spots where ${IN_SEARCH}`, params),
      1,
    );
    expect(Math.abs(sum(rowsOf(all).map((row) => row.percentage)) - 100)).toBeLessThanOrEqual(0.05);
    const second = (await context.post('/api/v2/snapshots/table/industries/2/5', [AR])).json<SnapshotTableResponse>();
    expect(rowsOf(second)).toEqual(rowsOf(all).slice(5, 10));
  });

  test('with the snap filter set, an advertiser snapshot lists its products', async () => {
    const advertiser = await context.sqlNumber(
      `select advertiser_id as n from spots where ${IN_SEARCH} group by 1 order by count(*) desc limit 1`,
      params,
    );
    const answer = (
      await context.post('/api/v2/snapshots/table/advertisers/1/20', [{ ...AR, advertisers: [advertiser] }])
    ).json<SnapshotTableResponse>();

    const { rows } = await context.testApp.db.query<{ id: number }>(
      `select distinct product_id as id from spots where ${IN_SEARCH} and advertiser_id = $4 order by 1`,
      [...params, advertiser],
    );
    expect(
      rowsOf(answer)
        .map((row) => row.id)
        .sort((a, b) => a - b),
    ).toEqual(rows.map((row) => row.id));
  });

  test('the demo role cannot download (limit over 20)', async () => {
    const body = [{ country: 'AR', since: '2023-08-01', until: '2023-09-30' }];

    expect((await context.post('/api/v2/snapshots/table/industries/1/20', body, 'demo')).statusCode).toBe(200);
    expect((await context.post('/api/v2/snapshots/table/industries/1/50000', body, 'demo')).statusCode).toBe(403);
  });

  test('400 on a page 0 or a limit over 50000', async () => {
    expect((await context.post('/api/v2/snapshots/table/industries/0/20', [AR])).statusCode).toBe(400);
    expect((await context.post('/api/v2/snapshots/table/industries/1/50001', [AR])).statusCode).toBe(400);
    expect((await context.post('/api/v2/snapshots/table/products/1/20', [AR])).statusCode).toBe(400);
  });
});

describe('the snapshot rules', () => {
  test.each([
    ['14 days', { since: '2026-06-01', until: '2026-06-15' }, 'errors.daterange.periodInvestment'],
    ['more than 3 months', { since: '2026-01-01', until: '2026-04-02' }, 'errors.daterange.periodSnaps'],
    ['more than 12 months', { since: '2025-01-01', until: '2026-01-02' }, 'errors.daterange.periodTotalMonths'],
  ])('%s: 400 with the message key', async (_case, range, error) => {
    const response = await context.post('/api/v2/snapshots/stats/industries', [{ country: 'AR', ...range }]);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
  });

  test('a super admin may go over 3 months (not over 12)', async () => {
    const response = await context.post(
      '/api/v2/snapshots/stats/industries',
      [{ country: 'AR', since: '2026-01-01', until: '2026-06-30' }],
      'superadmin',
    );

    expect(response.statusCode).toBe(200);
  });

  test.each([
    '/api/v2/snapshots/table/industries/1/20',
    '/api/v2/snapshots/stats/advertisers',
    '/api/v2/snapshots/platforms',
    '/api/v2/snapshots/sources',
    '/api/v2/snapshots/publishers/sov',
    '/api/v2/snapshots/publishers/soi',
  ])('%s: 401 without a token, 403 without the role or outside the countries, 400 on a bad body', async (url) => {
    expect((await context.post(url, [AR], null)).statusCode).toBe(401);
    expect((await context.post(url, [AR], 'campaignOnly')).statusCode).toBe(403);
    expect((await context.post(url, [{ ...AR, country: 'MX' }], 'sov')).statusCode).toBe(403);
    expect((await context.post(url, [{ country: 'AR' }])).statusCode).toBe(400);
    expect((await context.post(url, [{ ...AR, country: 'VE' }], 'superadmin')).json()).toEqual({
      error: 'VE is not available on investment and snapshots',
    });
  });

  test('US is not available; 401 without a token; 403 without the role or outside the countries', async () => {
    expect((await context.post('/api/v2/snapshots/platforms', [{ ...AR, country: 'US' }])).statusCode).toBe(400);
    expect((await context.post('/api/v2/snapshots/platforms', [AR], null)).statusCode).toBe(401);
    expect((await context.post('/api/v2/snapshots/platforms', [AR], 'campaignOnly')).statusCode).toBe(403);
    expect((await context.post('/api/v2/snapshots/platforms', [{ ...AR, country: 'CO' }], 'sov')).statusCode).toBe(403);
    expect((await context.post('/api/v2/snapshots/table/industries/1/20', [AR], 'campaignOnly')).statusCode).toBe(403);
  });

  test('no spots: 404 with the spec message', async () => {
    const response = await context.post('/api/v2/snapshots/table/industries/1/20', [
      { country: 'AR', since: '2022-01-01', until: '2022-02-01' },
    ]);

    expect(response.json()).toEqual({ error: NO_DATA_MESSAGE });
    expect(response.statusCode).toBe(404);
  });
});

describe('a snapshot of one of several industries, advertisers or publishers in the search', () => {
  const COLUMNS: Record<SnapType, string> = {
    industries: 'industry_id',
    advertisers: 'advertiser_id',
    publishers: 'publisher_id',
  };

  test.each(Object.keys(COLUMNS) as SnapType[])(
    '%s: the body the page sends holds the chosen one alone, and the figures are its own (SQL)',
    async (snapType) => {
      const column = COLUMNS[snapType];
      const { rows } = await context.testApp.db.query<{ id: number }>(
        `select ${column} as id from spots where ${IN_SEARCH} group by 1 order by count(*) desc limit 3`,
        params,
      );
      const inSearch = rows.map(({ id }) => ({ id, label: `#${id}`, value: String(id) }));
      const chosen = inSearch[1];
      if (!chosen) throw new Error(`fewer than 3 ${snapType} in the test market's search`);
      const advancedFilters = narrowToSnapFilter({ ...emptyFilterGroups(), [snapType]: inSearch }, snapType, chosen);
      const body = toMarketSearchBody({
        countries: ['AR'],
        startDate: RANGE.since,
        endDate: RANGE.until,
        advancedFilters,
      });
      expect(body).toEqual([{ ...AR, [snapType]: [chosen.id] }]);

      const spendOf = (ids: number[]) =>
        context.sqlNumber(`select sum(amount) as n from spots where ${IN_SEARCH} and ${column} = any($4)`, [
          ...params,
          ids,
        ]);
      const own = await spendOf([chosen.id]);
      expect(own).toBeLessThan(await spendOf(inSearch.map(({ id }) => id)));
      const stats = onlyItem(
        (await context.post(`/api/v2/snapshots/stats/${snapType}`, body)).json<SnapshotStatsResponse>().items,
      );
      expect(adSpendOf(stats).total).toBeCloseTo(own, 1);
      const table = (
        await context.post(`/api/v2/snapshots/table/${snapType}/1/50000`, body)
      ).json<SnapshotTableResponse>();
      expect(sum(amountsOf(rowsOf(table)))).toBeCloseTo(own, 1);
    },
  );
});

describe('POST /api/v2/snapshots/stats/{type}', () => {
  test('publishers reached, viewability and spend per day match SQL', async () => {
    const response = await context.post('/api/v2/snapshots/stats/industries', [AR]);

    expect(response.statusCode).toBe(200);
    const stats = onlyItem(response.json<SnapshotStatsResponse>().items);
    expect(stats.totalStat).toBe(
      await context.sqlNumber(`select count(distinct publisher_id) as n from spots where ${IN_SEARCH}`, params),
    );
    expect(stats.pViewability).toBeCloseTo(
      await context.sqlNumber(`select avg(viewability) as n from spots where ${IN_SEARCH}`, params),
      1,
    );
    const adSpend = adSpendOf(stats);
    expect(adSpend.currency).toBe('ARS');
    expect(adSpend.total).toBeCloseTo(
      await context.sqlNumber(`select sum(amount) as n from spots where ${IN_SEARCH}`, params),
      1,
    );
    expect(sum(adSpend.histogram.map((day) => day.amount))).toBeCloseTo(adSpend.total, 1);
    const publishers = (await context.post('/api/v2/snapshots/stats/publishers', [AR])).json<SnapshotStatsResponse>();
    expect(onlyItem(publishers.items).totalStat).toBe(
      await context.sqlNumber(`select count(distinct advertiser_id) as n from spots where ${IN_SEARCH}`, params),
    );
  });
});

describe('snapshot donuts', () => {
  test.each([
    '/api/v2/snapshots/platforms',
    '/api/v2/snapshots/sources',
    '/api/v2/snapshots/publishers/sov',
    '/api/v2/snapshots/publishers/soi',
  ])('%s: slices add to 100 and count every spot', async (url) => {
    const response = await context.post(`${url}?lang=pt`, [AR]);

    expect(response.statusCode).toBe(200);
    const answer = response.json<SnapshotShareResponse>();
    expect(answer.items.length).toBeLessThanOrEqual(11);
    expect(sum(answer.items.map((item) => item.percentage))).toBeCloseTo(100, 5);
    expect(sum(answer.items.map((item) => item.total))).toBe(
      await context.sqlNumber(`select count(*) as n from spots where ${IN_SEARCH}`, params),
    );
    if (answer.items.length === 11) expect(answer.items[10]).toMatchObject({ id: 0, label: 'Outros' });
  });
});
