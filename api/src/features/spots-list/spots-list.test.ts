import type { GalleryResponse, SpotsListResponse } from 'shared-contracts';
import { createTestApp, logIn, type TestApp } from '../../testing/test-app';
import { AUGUST_AR, insertMarketFixture } from './market-fixture';

let testApp: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  testApp = await createTestApp();
  await insertMarketFixture(testApp.db);
  for (const user of ['analyst', 'sov']) tokens[user] = (await logIn(testApp.app, `${user}@demo.test`)).token;
});
afterAll(() => testApp.close());

const postSpots = (url: string, payload: unknown, token: string | undefined = tokens.analyst) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/v2/spots/${url}`,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** Spots List rows: a creative's sightings on one site, platform and format on one day. */
async function augustRows(extra = ''): Promise<number> {
  const { rows } = await testApp.db.query<{ n: number }>(
    `select count(*)::int as n from (select 1 from spots where country_code = 'AR'
       and date between '2023-08-01' and '2023-08-31' ${extra}
       group by date, campaign_id, publisher_id, platform_id, format_id, category_id) seen`,
  );
  return rows[0]?.n ?? -1;
}

async function augustCount(extra = ''): Promise<number> {
  const { rows } = await testApp.db.query<{ n: number }>(
    `select count(*)::int as n from spots where country_code = 'AR' and date between '2023-08-01' and '2023-08-31' ${extra}`,
  );
  return rows[0]?.n ?? -1;
}

describe('POST /api/v2/spots/{page}/{limit}', () => {
  test('answers a page of spot rows, newest first, and the total of the search', async () => {
    const response = await postSpots('1/15', [AUGUST_AR]);

    expect(response.statusCode).toBe(200);
    const body = response.json<SpotsListResponse>();
    expect(body.metadata.total).toBe(await augustRows());
    expect(body.items).toHaveLength(15);
    const dates = body.items.map((row) => row.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.items[0]).toEqual({
      id: expect.any(Number),
      campaignId: expect.any(Number),
      date: '2023-08-31',
      advertiser: expect.any(String),
      platform: expect.any(String),
      publisher: expect.stringMatching(/Diario Uno|Portal Dos/),
      category: expect.any(String),
      format: expect.any(String),
      product: expect.any(String),
      industry: expect.any(String),
      advertiserId: expect.any(Number),
      platformId: expect.any(Number),
      publisherId: expect.any(Number),
      categoryId: expect.any(Number),
      formatId: expect.any(Number),
      productId: expect.any(Number),
      industryId: expect.any(Number),
      pViewability: body.items[0]?.pViewability,
      style: expect.any(String),
      styleAttributes: expect.any(Object),
      creativity: expect.any(String),
      screenshot: expect.any(String),
      spots: expect.any(Number),
      firstSeenDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(body.items.every((row) => row.pViewability === null || typeof row.pViewability === 'number')).toBe(true);
    expect(body.items.some((row) => row.pViewability === null)).toBe(true);
  });

  test("carries the id of each of a spot's names, so each can be a filter", async () => {
    const response = await postSpots('1/15', [AUGUST_AR]);
    const row = response.json<SpotsListResponse>().items[0];
    const names = async (table: string, id: number | undefined) =>
      (await testApp.db.query<{ name: string }>(`select name from ${table} where id = $1`, [id ?? -1])).rows[0]?.name;

    expect(await names('advertisers', row?.advertiserId)).toBe(row?.advertiser);
    expect(await names('products', row?.productId)).toBe(row?.product);
    expect(await names('industries', row?.industryId)).toBe(row?.industry);
    expect(await names('publishers', row?.publisherId)).toBe(row?.publisher);
    expect(await names('platforms', row?.platformId)).toBe(row?.platform);
    expect(await names('formats', row?.formatId)).toBe(row?.format);
    expect(await names('categories', row?.categoryId)).toBe(row?.category);
  });

  test("a row's screenshot is its latest spot's: its own capture, else the API's drawing of that spot", async () => {
    const body = (await postSpots('1/100', [{ ...AUGUST_AR, advertisers: [1] }])).json<SpotsListResponse>();
    // The fixture captures only even days; the other rows get the drawing of the same spot.
    expect(body.items.length).toBeGreaterThan(0);
    for (const row of body.items) {
      // Signed for the viewer (creative-signatures.ts).
      expect(row.screenshot.split('?')[0]).toBe(`/api/creatives/${row.campaignId}/screenshot-${row.id}.svg`);
    }
  });

  test('the last page holds the remainder, pages after it are empty', async () => {
    const total = await augustRows();
    const lastPage = Math.ceil(total / 50);

    const last = (await postSpots(`${lastPage}/50`, [AUGUST_AR])).json<SpotsListResponse>();
    const after = (await postSpots(`${lastPage + 1}/50`, [AUGUST_AR])).json<SpotsListResponse>();
    expect(last.items).toHaveLength(total - (lastPage - 1) * 50);
    expect(after.items).toEqual([]);
  });

  test('a row counts the sightings of its creative on that site, platform and format that day', async () => {
    const body = (await postSpots('1/100', [AUGUST_AR])).json<SpotsListResponse>();
    const everyPage = Math.ceil(body.metadata.total / 100);
    let sightings = 0;
    for (let page = 1; page <= everyPage; page += 1) {
      const rows = (await postSpots(`${page}/100`, [AUGUST_AR])).json<SpotsListResponse>().items;
      sightings += rows.reduce((sum, row) => sum + (row.spots ?? 0), 0);
    }
    expect(sightings).toBe(await augustCount());
    const [row] = body.items;
    if (!row) throw new Error('August has spots');
    const { rows } = await testApp.db.query<{ n: number }>(
      `select count(*)::int as n from spots where date = $1 and campaign_id = $2 and publisher_id = $3
         and platform_id = $4 and format_id = $5 and category_id = $6`,
      [row.date, row.campaignId, row.publisherId ?? 0, row.platformId ?? 0, row.formatId ?? 0, row.categoryId ?? 0],
    );
    expect(row.spots).toBe(rows[0]?.n);
  });

  test('filters narrow the rows', async () => {
    const body = (
      await postSpots('1/10', [{ ...AUGUST_AR, sources: [10], formats: [2], platforms: [1] }])
    ).json<SpotsListResponse>();
    expect(body.metadata.total).toBe(await augustRows('and source_id = 10 and format_id = 2 and platform_id = 1'));
    expect(body.items.every((row) => row.format === 'Standard ADs' && row.platform === 'Desktop')).toBe(true);
  });

  test('grouped=1 answers campaign rows in the gallery shape', async () => {
    const response = await postSpots('1/10?grouped=1', [AUGUST_AR]);

    expect(response.statusCode).toBe(200);
    const body = response.json<GalleryResponse>();
    const { rows } = await testApp.db.query<{ n: number }>(
      `select count(distinct campaign_id)::int as n from spots where country_code = 'AR' and date between '2023-08-01' and '2023-08-31'`,
    );
    expect(body.metadata.total).toBe(rows[0]?.n);
    expect(body.items[0]).toMatchObject({ lastSeen: expect.any(String), spots: expect.any(Number) });
    expect(body.items.reduce((sum, item) => sum + item.spots, 0)).toBe(await augustCount());
  });

  test('401 without a token', async () => {
    expect((await postSpots('1/15', [AUGUST_AR], '')).statusCode).toBe(401);
  });

  test('403 without the campaign role', async () => {
    const response = await postSpots('1/15', [AUGUST_AR], tokens.sov);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'This needs the role ROLE_FEATURE_CAMPAIGN' });
  });

  test('403 for a country outside the token', async () => {
    const response = await postSpots('1/15', [{ ...AUGUST_AR, country: 'VE' }]);
    expect(response.statusCode).toBe(403);
  });

  test.each([
    ['a limit not offered', '1/30', [AUGUST_AR]],
    ['grouped other than 0 or 1', '1/15?grouped=yes', [AUGUST_AR]],
    ['a missing until', '1/15', [{ country: 'AR', since: '2023-08-01' }]],
  ])('400 for %s', async (_label, url, payload) => {
    const response = await postSpots(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });
});
