import type { ExportLinkResponse, GalleryResponse, PublicSpot, SpotsListResponse } from 'shared-contracts';
import { createTestApp, logIn, type TestApp } from '../../testing/test-app';
import { parseXmlRoot } from '../creatives/xml-check';
import { download, readWorkbook, sheetValues } from '../exports/export-test-helpers';
import { seedMarketIfEmpty } from '../market-generator/seed-market';

// The same routes over the generator's market (the one the server starts with), where the
// other test files use a small hand-made fixture. A template that already has a market is used
// as it is; otherwise a small one is generated here.
let testApp: TestApp;
let token = '';
let busiest = { country: 'AR', since: '', until: '' };
beforeAll(async () => {
  testApp = await createTestApp();
  await seedMarketIfEmpty(testApp.db, { spots: 4000, seed: 7, until: '2024-06-30', advertisers: 30 });
  token = (await logIn(testApp.app, 'superadmin@demo.test')).token;
  // The month of the country with most spots: a search with plenty of rows.
  const { rows } = await testApp.db.query<{ country: string; month: string }>(
    `select country_code as country, to_char(date_trunc('month', date), 'YYYY-MM-DD') as month
     from spots group by 1, 2 order by count(*) desc, 1, 2 limit 1`,
  );
  const top = rows[0];
  if (!top) throw new Error('The generated market has no spots');
  const end = new Date(`${top.month}T00:00:00Z`);
  end.setUTCMonth(end.getUTCMonth() + 1, 0);
  busiest = { country: top.country, since: top.month, until: end.toISOString().slice(0, 10) };
});
afterAll(() => testApp.close());

const post = (url: string, payload: unknown) =>
  testApp.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { authorization: `Bearer ${token}` },
  });

async function count(sql: string, params: (string | number)[] = [busiest.country, busiest.since, busiest.until]) {
  const { rows } = await testApp.db.query<{ n: number }>(sql, params);
  return rows[0]?.n ?? -1;
}

const IN_SEARCH = 'country_code = $1 and date between $2::date and $3::date';

describe('over the generated market', () => {
  test('the gallery total equals the SQL count of campaigns, unique the count of creatives', async () => {
    const all = (await post('/api/v2/gallery/1/50', [busiest])).json<GalleryResponse>();
    const unique = (await post('/api/v2/gallery/1/50?unique=1', [busiest])).json<GalleryResponse>();

    expect(all.metadata.total).toBe(
      await count(`select count(distinct campaign_id)::int as n from spots where ${IN_SEARCH}`),
    );
    expect(unique.metadata.total).toBe(
      await count(
        `select count(distinct c.creativity)::int as n from spots s join campaigns c on c.id = s.campaign_id
         where s.country_code = $1 and s.date between $2::date and $3::date`,
      ),
    );
    expect(all.items.length).toBe(Math.min(50, all.metadata.total));
  });

  test('the spots list counts a creative seen on one site, platform and format a day as one row', async () => {
    const body = (await post('/api/v2/spots/1/100', [busiest])).json<SpotsListResponse>();
    const rows = await count(
      `select count(*)::int as n from (select 1 from spots where ${IN_SEARCH}
         group by date, campaign_id, publisher_id, platform_id, format_id, category_id) seen`,
    );
    expect(body.metadata.total).toBe(rows);
    // The generated market repeats creatives on a site within a day: rows stand for several spots.
    expect(rows).toBeLessThan(await count(`select count(*)::int as n from spots where ${IN_SEARCH}`));
    // Each row counts the spots of its sighting (the newest rows may each stand for one).
    for (const row of body.items.slice(0, 20)) {
      expect(row.spots).toBe(
        await count(
          `select count(*)::int as n from spots where ${IN_SEARCH} and date = $4::date and campaign_id = $5
             and publisher_id = $6 and platform_id = $7 and format_id = $8 and category_id = $9`,
          [
            busiest.country,
            busiest.since,
            busiest.until,
            row.date,
            row.campaignId,
            row.publisherId ?? -1,
            row.platformId ?? -1,
            row.formatId ?? -1,
            row.categoryId ?? -1,
          ],
        ),
      );
    }
  });

  test('every generated image of the page is a valid SVG under 4 KB', async () => {
    const body = (await post('/api/v2/gallery/1/20', [busiest])).json<GalleryResponse>();
    const urls = new Set<string>();
    for (const card of body.items) {
      for (const url of [
        card.creativity,
        card.lastSeenScreenshot,
        ...(card.styleAttributes.body?.media ?? []).map((m) => m.src),
      ]) {
        if (url.startsWith('/api/creatives/')) urls.add(url);
      }
    }
    expect(urls.size).toBeGreaterThan(0);
    for (const url of urls) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.length).toBeLessThan(4096);
      expect(parseXmlRoot(response.body)).toBe('svg');
    }
  });

  test('a generated spot is public', async () => {
    const { rows } = await testApp.db.query<{ id: number }>('select id::float8 as id from spots order by id limit 1');
    const response = await testApp.app.inject({ method: 'GET', url: `/api/getspot/${rows[0]?.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json<PublicSpot>().id).toBe(rows[0]?.id);
  });

  test('the campaign details Excel has a row per campaign of the search', async () => {
    const query = `country=${busiest.country}&since=${busiest.since.replace(/-/g, '/')}&until=${busiest.until.replace(/-/g, '/')}&lang=en`;
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/campaign_details/export/excel?${query}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    const file = await download(testApp, response.json<ExportLinkResponse>());
    const rows = sheetValues(await readWorkbook(file.rawPayload), 'Campaigns');
    expect(rows[0]?.[0]).toBe('Campaign');
    expect(rows.length - 1).toBe(
      await count(`select count(distinct campaign_id)::int as n from spots where ${IN_SEARCH}`),
    );
  });
});
