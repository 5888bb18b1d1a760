import type { Campaign, GalleryResponse } from 'shared-contracts';
import { acceptTermsOf, createTestApp, logIn, type TestApp } from '../../testing/test-app';
import { AUGUST_AR, insertMarketFixture } from '../spots-list/market-fixture';

let testApp: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  testApp = await createTestApp();
  await insertMarketFixture(testApp.db);
  await acceptTermsOf(testApp.db, 'demo@demo.test');
  for (const user of ['analyst', 'sov', 'demo', 'noaudiences']) {
    tokens[user] = (await logIn(testApp.app, `${user}@demo.test`)).token;
  }
});
afterAll(() => testApp.close());

const postGallery = (url: string, payload: unknown, token: string | undefined = tokens.analyst) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/v2/gallery/${url}`,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

async function sqlCount(sql: string, params: (string | number)[] = []): Promise<number> {
  const { rows } = await testApp.db.query<{ n: number }>(sql, params);
  return rows[0]?.n ?? -1;
}

describe('POST /api/v2/gallery/{page}/{limit}', () => {
  test('answers the campaigns of the range, most spots first, with a total equal to SQL', async () => {
    const response = await postGallery('1/15', [AUGUST_AR]);

    expect(response.statusCode).toBe(200);
    const body = response.json<GalleryResponse>();
    const expected = await sqlCount(
      `select count(distinct campaign_id)::int as n from spots where country_code = 'AR' and date between '2023-08-01' and '2023-08-31'`,
    );
    expect(body.metadata.total).toBe(expected);
    expect(body.items).toHaveLength(expected);
    const spots = body.items.map((item) => item.spots);
    expect(spots).toEqual([...spots].sort((a, b) => b - a));
  });

  test('a card carries its spot count, average viewability and where it was seen last', async () => {
    const body = (await postGallery('1/15', [AUGUST_AR])).json<GalleryResponse>();
    const card = body.items.find((item) => item.id === 2) as Campaign;

    const { rows } = await testApp.db.query<{ spots: number; pv: number; last: string }>(
      `select count(*)::int as spots, round(avg(viewability)::numeric, 2)::float8 as pv, max(date)::text as last
       from spots where campaign_id = 2 and country_code = 'AR' and date between '2023-08-01' and '2023-08-31'`,
    );
    expect(card).toMatchObject({
      advertiser: 'Acme',
      advertiserId: 1,
      product: 'Bolsos Acme',
      industry: 'Retail',
      platform: 'Social Media',
      format: 'Social ADs',
      category: 'Deportes',
      style: 'facebook',
      // Signed for the viewer (creative-signatures.ts).
      creativity: expect.stringMatching(/^\/api\/creatives\/2\/creative\.svg\?viewer=/),
      spots: rows[0]?.spots,
      pViewability: rows[0]?.pv,
      lastSeenDate: rows[0]?.last,
    });
    expect(card.styleAttributes.body?.media).toHaveLength(2);
    expect(['Diario Uno', 'Portal Dos']).toContain(card.lastSeen);
    expect(card.lastSeenUrl).toMatch(/^https:\/\//);
  });

  test("a card's screenshot shows the publisher and date of its last seen spot, filters included", async () => {
    // No publisher excluded (0), then each of the two.
    for (const excluded of [0, 1, 2]) {
      const search = excluded ? { ...AUGUST_AR, excludedPublishers: [excluded] } : AUGUST_AR;
      const cards = (await postGallery('1/15', [search])).json<GalleryResponse>().items;
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) {
        const { rows } = await testApp.db.query<{ id: number; publisher: string; date: string }>(
          `select s.id::float8 as id, p.name as publisher, to_char(s.date, 'YYYY-MM-DD') as date
           from spots s join publishers p on p.id = s.publisher_id
           where s.campaign_id = $1 and s.country_code = 'AR' and s.date between '2023-08-01' and '2023-08-31'
             and s.publisher_id <> $2
           order by s.date desc, s.id desc limit 1`,
          [card.id, excluded],
        );
        const last = rows[0];
        expect(card).toMatchObject({ lastSeen: last?.publisher, lastSeenDate: last?.date });
        expect(card.lastSeenScreenshot.split('?')[0]).toBe(`/api/creatives/${card.id}/screenshot-${last?.id}.svg`);
        const screenshot = await testApp.app.inject({ method: 'GET', url: card.lastSeenScreenshot });
        expect(screenshot.statusCode).toBe(200);
        expect(screenshot.body).toContain(`>${last?.publisher}</text>`);
        expect(screenshot.body).toContain(`>Visto el ${last?.date}</text>`);
      }
    }
  });

  test('pages through the cards with the requested limit', async () => {
    const first = (await postGallery('1/15', [AUGUST_AR])).json<GalleryResponse>();
    const second = (await postGallery('2/15', [AUGUST_AR])).json<GalleryResponse>();

    expect(second.items).toEqual([]);
    expect(second.metadata.total).toBe(first.metadata.total);
  });

  test('unique=1 shows one card per creative', async () => {
    const body = (await postGallery('1/15?unique=1', [AUGUST_AR])).json<GalleryResponse>();
    const expected = await sqlCount(
      `select count(distinct c.creativity)::int as n from spots s join campaigns c on c.id = s.campaign_id
       where s.country_code = 'AR' and s.date between '2023-08-01' and '2023-08-31'`,
    );

    expect(body.metadata.total).toBe(expected);
    const creatives = body.items.map((item) => item.creativity);
    expect(new Set(creatives).size).toBe(creatives.length);
  });

  test('filters narrow the cards, excluded publishers remove spots', async () => {
    const byAdvertiser = (await postGallery('1/15', [{ ...AUGUST_AR, advertisers: [2] }])).json<GalleryResponse>();
    expect(byAdvertiser.items.map((item) => item.advertiserId)).toEqual([2]);

    const excluded = (await postGallery('1/15', [{ ...AUGUST_AR, excludedPublishers: [1] }])).json<GalleryResponse>();
    const expected = await sqlCount(
      `select count(*)::int as n from spots where country_code = 'AR' and date between '2023-08-01' and '2023-08-31' and publisher_id <> 1`,
    );
    expect(excluded.items.reduce((sum, item) => sum + item.spots, 0)).toBe(expected);
    expect(excluded.items.every((item) => item.lastSeen === 'Portal Dos')).toBe(true);
  });

  test('the demo role only sees its window (the range is clamped)', async () => {
    const body = (
      await postGallery('1/15', [{ country: 'AR', since: '2023-08-01', until: '2024-03-01' }], tokens.demo)
    ).json<GalleryResponse>();
    const campaign3 = body.items.find((item) => item.id === 3);
    expect(campaign3?.lastSeenDate).toBe('2023-08-31');

    const analyst = (
      await postGallery('1/15', [{ country: 'AR', since: '2023-08-01', until: '2024-03-01' }])
    ).json<GalleryResponse>();
    expect(analyst.items.find((item) => item.id === 3)?.lastSeenDate).toBe('2024-02-01');
  });

  test('an empty range answers no cards', async () => {
    const body = (
      await postGallery('1/20', [{ country: 'AR', since: '2020-01-01', until: '2020-01-31' }])
    ).json<GalleryResponse>();
    expect(body).toEqual({ items: [], metadata: { total: 0 } });
  });

  test('401 without a token', async () => {
    const response = await postGallery('1/15', [AUGUST_AR], '');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });

  test('403 without the campaign role', async () => {
    const response = await postGallery('1/15', [AUGUST_AR], tokens.sov);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'This needs the role ROLE_FEATURE_CAMPAIGN' });
  });

  test('403 for a country outside the token, in any entry of the body', async () => {
    const response = await postGallery('1/15', [{ ...AUGUST_AR }, { ...AUGUST_AR, country: 'MX' }], tokens.noaudiences);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'You have no access to the country MX' });
  });

  test.each([
    ['a limit outside 15, 20, 50', '1/10', [AUGUST_AR]],
    ['page 0', '0/15', [AUGUST_AR]],
    ['an empty body', '1/15', []],
    ['a body that is not a list', '1/15', AUGUST_AR],
    ['a bad date', '1/15', [{ ...AUGUST_AR, since: '2023/08/01' }]],
    ['an unknown country', '1/15', [{ ...AUGUST_AR, country: 'XX' }]],
    ['filter ids that are not integers', '1/15', [{ ...AUGUST_AR, advertisers: ['a'] }]],
    ['a reversed range', '1/15', [{ ...AUGUST_AR, since: '2023-09-01' }]],
    ['unique other than 0 or 1', '1/15?unique=2', [AUGUST_AR]],
  ])('400 for %s', async (_label, url, payload) => {
    const response = await postGallery(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });
});
