import type { ShareOfVoiceResponse } from 'shared-contracts';
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
} from './market-test-helpers';

let context: MarketTestContext;
beforeAll(async () => {
  context = await createMarketTestContext();
});
afterAll(() => context.testApp.close());

const AR = { country: 'AR', ...RANGE };

describe('POST /api/v2/sov/{type}', () => {
  test('industries: totals, shares and viewability match SQL over the spots', async () => {
    const response = await context.post('/api/v2/sov/industries', [AR]);

    expect(response.statusCode).toBe(200);
    const [ar] = response.json<ShareOfVoiceResponse>();
    if (!ar) throw new Error('no country in the answer');
    const params = ['AR', RANGE.since, RANGE.until];
    expect(sum(ar.tableData.map((row) => row.total))).toBe(
      await context.sqlNumber(`select count(*) as n from spots where ${IN_SEARCH}`, params),
    );
    expect(Math.abs(sum(ar.tableData.map((row) => row.percentage)) - 100)).toBeLessThanOrEqual(0.05);
    const top = ar.tableData[0];
    if (!top) throw new Error('no rows');
    expect(top.total).toBe(
      await context.sqlNumber(`select count(*) as n from spots where ${IN_SEARCH} and industry_id = $4`, [
        ...params,
        top.id,
      ]),
    );
    expect(top.prints).toBe(
      await context.sqlNumber(`select sum(prints) as n from spots where ${IN_SEARCH} and industry_id = $4`, [
        ...params,
        top.id,
      ]),
    );
    const viewability = await context.sqlNumber(
      `select round(avg(viewability)::numeric, 2) as n from spots where ${IN_SEARCH} and industry_id = $4`,
      [...params, top.id],
    );
    expect(top.viewability).toBeCloseTo(viewability, 1);
    // Without lang: Spanish, the product's default language.
    expect(top.label).toBe(
      (
        await context.testApp.db.query<{ name: string }>('select name_es as name from industries where id = $1', [
          top.id,
        ])
      ).rows[0]?.name,
    );
    // Largest first.
    expect(ar.tableData.map((row) => row.total)).toEqual(
      [...ar.tableData.map((row) => row.total)].sort((a, b) => b - a),
    );
  });

  test('four advertisers on the Advertisers tab: shares among themselves by default, among every advertiser with basis=all', async () => {
    const [everyone] = (await context.post('/api/v2/sov/advertisers?lang=en', [AR])).json<ShareOfVoiceResponse>();
    const four = (everyone?.tableData ?? []).slice(1, 5);
    expect(four).toHaveLength(4);
    const search = [{ ...AR, advertisers: four.map((row) => row.id) }];

    const [within] = (await context.post('/api/v2/sov/advertisers?lang=en', search)).json<ShareOfVoiceResponse>();
    expect(within?.tableData.map((row) => row.id)).toEqual(four.map((row) => row.id));
    expect(sum(within?.tableData.map((row) => row.percentage) ?? [])).toBeCloseTo(100, 5);

    const response = await context.post('/api/v2/sov/advertisers?lang=en&basis=all', search);
    expect(response.statusCode).toBe(200);
    const [among] = response.json<ShareOfVoiceResponse>();
    if (!among) throw new Error('no country in the answer');
    // The same four rows, each with the share it has among every advertiser of the search.
    expect(among.tableData.map((row) => [row.id, row.percentage, row.total])).toEqual(
      four.map((row) => [row.id, row.percentage, row.total]),
    );
    expect(sum(among.tableData.map((row) => row.total))).toBe(
      await context.sqlNumber(`select count(*) as n from spots where ${IN_SEARCH} and advertiser_id = any($4::int[])`, [
        'AR',
        RANGE.since,
        RANGE.until,
        four.map((row) => row.id),
      ]),
    );
    // The pie: the four and 'Others', the rest of the market, adding to 100.
    expect(among.pieData.map((slice) => slice.type)).toEqual([...four.map((row) => row.label), 'Others']);
    expect(sum(among.pieData.map((slice) => slice.value))).toBeCloseTo(100, 5);
    expect(among.pieData[4]?.value).toBeCloseTo(100 - sum(four.map((row) => row.percentage)), 1);
    // The media donut stays the split of the four's own spots.
    expect(among.mediaShares).toEqual(within?.mediaShares);
    // The trend: each of the four's share of each day's whole market, below its share among the four.
    const day = among.trendingSoV[0]?.x;
    const amongDay = among.trendingSoV.filter((point) => point.x === day);
    const withinDay = within?.trendingSoV.filter((point) => point.x === day) ?? [];
    expect(new Set(amongDay.map((point) => point.series))).toEqual(new Set(four.map((row) => row.label)));
    expect(sum(amongDay.map((point) => point.value))).toBeLessThan(sum(withinDay.map((point) => point.value)));
  });

  test('basis=all changes nothing where the search does not filter the ranked dimension', async () => {
    const [plain] = (await context.post('/api/v2/sov/industries?lang=en', [AR])).json<ShareOfVoiceResponse>();
    const [all] = (await context.post('/api/v2/sov/industries?lang=en&basis=all', [AR])).json<ShareOfVoiceResponse>();
    expect(all).toEqual(plain);
    expect((await context.post('/api/v2/sov/industries?basis=some', [AR])).statusCode).toBe(400);
  });

  test('pie, media and trending charts are consistent with the table', async () => {
    const [ar] = (await context.post('/api/v2/sov/advertisers?lang=en', [AR])).json<ShareOfVoiceResponse>();
    if (!ar) throw new Error('no country in the answer');

    expect(ar.pieData.length).toBeLessThanOrEqual(11);
    expect(sum(ar.pieData.map((slice) => slice.value))).toBeCloseTo(100, 5);
    if (ar.tableData.length > 10) expect(ar.pieData[10]?.type).toBe('Others');
    expect(ar.pieData[0]).toEqual({ type: ar.tableData[0]?.label, value: expect.any(Number) });
    expect(ar.mediaCategories.length).toBeGreaterThan(0);
    for (const platform of ar.mediaCategories) {
      expect(['Desktop', 'Social Media', 'Web Mobile']).toContain(platform);
      const bar = ar.mediaData.filter((point) => point.x === platform);
      expect(sum(bar.map((point) => point.value))).toBeCloseTo(100, 5);
    }
    const topLabels = new Set(ar.tableData.slice(0, 5).map((row) => row.label));
    expect(new Set(ar.trendingSoV.map((point) => point.series))).toEqual(topLabels);
    for (const point of ar.trendingSoV) {
      expect(point.x >= RANGE.since && point.x <= RANGE.until).toBe(true);
      expect(point.value).toBeGreaterThanOrEqual(0);
      expect(point.value).toBeLessThanOrEqual(100);
    }
  });

  test.each(['day', 'week', 'month'] as const)(
    'the trend’s grain follows the period (%s): each point the share of its period’s spots, as SQL sums them',
    async (grain) => {
      const search = { country: 'AR', ...TREND_RANGES[grain] };
      const [ar] = (await context.post('/api/v2/sov/advertisers?lang=en', [search])).json<ShareOfVoiceResponse>();
      if (!ar) throw new Error('no country in the answer');

      const periods = await expectTrendOfSql(context, ar.trendingSoV, ar.tableData.slice(0, 5), search, {
        column: 'advertiser_id',
        measure: 'count(*)',
      });
      await expectTrendGrain(context, periods, grain, search);
    },
  );

  test('the media shares are the Platforms tab’s shares of the same search, over every spot', async () => {
    const [advertisers] = (await context.post('/api/v2/sov/advertisers?lang=en', [AR])).json<ShareOfVoiceResponse>();
    const [platforms] = (await context.post('/api/v2/sov/platforms?lang=en', [AR])).json<ShareOfVoiceResponse>();

    const tab = platforms?.tableData.map((row) => ({ type: row.label, value: row.percentage }));
    expect(advertisers?.mediaShares).toEqual(tab);
    expect(sum(advertisers?.mediaShares.map((slice) => slice.value) ?? [])).toBeCloseTo(100, 5);
    // Not the sums of the media plan's points (shares within each medium: every medium would get 1/n).
    const top = platforms?.tableData[0];
    if (!top) throw new Error('no platforms');
    const spots = await context.sqlNumber(`select count(*) as n from spots where ${IN_SEARCH} and platform_id = $4`, [
      'AR',
      RANGE.since,
      RANGE.until,
      top.id,
    ]);
    const all = await context.sqlNumber(`select count(*) as n from spots where ${IN_SEARCH}`, [
      'AR',
      RANGE.since,
      RANGE.until,
    ]);
    expect(advertisers?.mediaShares[0]?.value).toBeCloseTo((spots / all) * 100, 1);
  });

  test('platforms are split by format in the media chart; snap=1 answers the 10-row preview', async () => {
    const [platforms] = (await context.post('/api/v2/sov/platforms?lang=en', [AR])).json<ShareOfVoiceResponse>();
    const [preview] = (await context.post('/api/v2/sov/publishers?snap=1', [AR])).json<ShareOfVoiceResponse>();
    const [full] = (await context.post('/api/v2/sov/publishers?snap=0', [AR])).json<ShareOfVoiceResponse>();

    expect(platforms?.mediaCategories.every((name) => name.endsWith('ADs'))).toBe(true);
    expect(preview?.tableData).toEqual(full?.tableData.slice(0, 10));
  });

  test('industries, platforms and formats are named in the language asked; advertisers keep their names', async () => {
    const names = async (type: string, lang: string) => {
      const [ar] = (await context.post(`/api/v2/sov/${type}?lang=${lang}`, [AR])).json<ShareOfVoiceResponse>();
      if (!ar) throw new Error('no country in the answer');
      return ar;
    };
    const translated = async (table: string, column: string) =>
      (await context.testApp.db.query<{ name: string }>(`select ${column} as name from ${table}`)).rows.map(
        (row) => row.name,
      );

    const industriesPt = await names('industries', 'pt');
    const portugueseIndustries = await translated('industries', 'name_pt');
    for (const row of industriesPt.tableData) expect(portugueseIndustries).toContain(row.label);
    expect(industriesPt.tableData.map((row) => row.label)).not.toContain('Entertainment & Media');
    const spanishPlatforms = await translated('platforms', 'name_es');
    for (const media of (await names('industries', 'es')).mediaCategories) expect(spanishPlatforms).toContain(media);
    const spanishFormats = await translated('formats', 'name_es');
    for (const media of (await names('platforms', 'es')).mediaCategories) expect(spanishFormats).toContain(media);
    const advertisers = await translated('advertisers', 'name');
    for (const row of (await names('advertisers', 'pt')).tableData.filter((row) => row.id > 0)) {
      expect(advertisers).toContain(row.label);
    }
  });

  test('one entry per country asked, each over its own spots', async () => {
    const answer = (
      await context.post('/api/v2/sov/sources', [AR, { country: 'CL', ...RANGE }])
    ).json<ShareOfVoiceResponse>();

    expect(answer.map((entry) => entry.country)).toEqual(['AR', 'CL']);
    const cl = answer[1];
    expect(sum(cl?.tableData.map((row) => row.total) ?? [])).toBe(
      await context.sqlNumber(`select count(*) as n from spots where ${IN_SEARCH}`, ['CL', RANGE.since, RANGE.until]),
    );
    for (const row of cl?.tableData ?? []) expect(['Directa', 'Programática', 'AppNexus']).toContain(row.label);
  });

  test('filters narrow the spots, excludedPublishers removes them; unfiltered=1 ignores both', async () => {
    const params = ['AR', RANGE.since, RANGE.until];
    const { rows } = await context.testApp.db.query<{ advertiser_id: number; publisher_id: number }>(
      `select advertiser_id, publisher_id from spots where ${IN_SEARCH} group by 1, 2 order by count(*) desc limit 1`,
      params,
    );
    const { advertiser_id: advertiser, publisher_id: publisher } = rows[0] ?? { advertiser_id: 0, publisher_id: 0 };
    const body = [{ ...AR, advertisers: [advertiser], excludedPublishers: [publisher] }];

    const filtered = (await context.post('/api/v2/sov/products', body)).json<ShareOfVoiceResponse>();
    const unfiltered = (await context.post('/api/v2/sov/products?unfiltered=1', body)).json<ShareOfVoiceResponse>();

    expect(sum(filtered[0]?.tableData.map((row) => row.total) ?? [])).toBe(
      await context.sqlNumber(
        `select count(*) as n from spots where ${IN_SEARCH} and advertiser_id = $4 and publisher_id <> $5`,
        [...params, advertiser, publisher],
      ),
    );
    expect(sum(unfiltered[0]?.tableData.map((row) => row.total) ?? [])).toBe(
      await context.sqlNumber(`select count(*) as n from spots where ${IN_SEARCH}`, params),
    );
  });

  test('no spots: 404 with the spec message as written', async () => {
    const response = await context.post('/api/v2/sov/industries', [
      { country: 'AR', since: '2022-01-01', until: '2022-01-31' },
    ]);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: NO_DATA_MESSAGE });
  });

  test('the demo role sees its window only', async () => {
    const response = await context.post(
      '/api/v2/sov/industries',
      [{ country: 'AR', since: '2023-06-01', until: '2023-07-31' }],
      'demo',
    );

    const [ar] = response.json<ShareOfVoiceResponse>();
    expect(sum(ar?.tableData.map((row) => row.total) ?? [])).toBe(
      await context.sqlNumber(`select count(*) as n from spots where ${IN_SEARCH}`, ['AR', '2023-07-01', '2023-07-31']),
    );
  });

  test('401 without a token, 403 without the role or for a country outside the token', async () => {
    expect((await context.post('/api/v2/sov/industries', [AR], null)).statusCode).toBe(401);
    const noRole = await context.post('/api/v2/sov/industries', [AR], 'campaignOnly');
    expect(noRole.statusCode).toBe(403);
    const foreign = await context.post('/api/v2/sov/industries', [{ ...AR, country: 'MX' }], 'sov');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ error: expect.stringContaining('MX') });
  });

  test.each([
    ['an unknown dimension', '/api/v2/sov/colors', [AR]],
    ['a missing date', '/api/v2/sov/industries', [{ country: 'AR', since: RANGE.since }]],
    ['an unknown country', '/api/v2/sov/industries', [{ ...AR, country: 'ZZ' }]],
    ['a malformed date', '/api/v2/sov/industries', [{ ...AR, since: '2026-13-40' }]],
    ['an empty body', '/api/v2/sov/industries', []],
    ['ids that are not integers', '/api/v2/sov/industries', [{ ...AR, advertisers: ['x'] }]],
    ['snap=2', '/api/v2/sov/industries?snap=2', [AR]],
    ['lang=fr', '/api/v2/sov/industries?lang=fr', [AR]],
  ])('400 on %s', async (_case, url, body) => {
    const response = await context.post(url, body);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });

  test('400 on a reversed range and on more than 12 months', async () => {
    const reversed = await context.post('/api/v2/sov/industries', [{ ...AR, since: RANGE.until, until: RANGE.since }]);
    const tooLong = await context.post('/api/v2/sov/industries', [{ ...AR, since: '2025-01-01', until: '2026-01-02' }]);
    const twelveMonths = await context.post('/api/v2/sov/industries', [
      { ...AR, since: '2025-01-01', until: '2026-01-01' },
    ]);

    expect(reversed.statusCode).toBe(400);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ error: 'errors.daterange.periodTotalMonths' });
    expect(twelveMonths.statusCode).toBe(200);
  });
});
