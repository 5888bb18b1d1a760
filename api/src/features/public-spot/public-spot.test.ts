import type { PublicSpot } from 'shared-contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertMarketFixture } from '../spots-list/market-fixture';
import { CREATIVE_CACHE_CONTROL } from '../creatives/creatives-routes';
import { SPOT_NOT_FOUND_MESSAGE } from './public-spot-routes';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  await insertMarketFixture(testApp.db);
});
afterAll(() => testApp.close());

const getSpot = (id: string | number, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url: `/api/getspot/${id}`, headers });

describe('GET /api/getspot/{id}', () => {
  test('answers the spot with its context and no token', async () => {
    const response = await getSpot(1002);

    expect(response.statusCode).toBe(200);
    expect(response.json<PublicSpot>()).toEqual({
      id: 1002,
      campaignId: 6,
      date: '2023-08-05',
      country: 'MX',
      advertiser: 'Banco Sol',
      platform: 'Desktop',
      publisher: '@Noticias MX',
      category: 'Noticias',
      format: 'Standard ADs',
      product: 'Cuenta Sol',
      industry: 'Banca',
      pViewability: 55,
      style: 'default',
      styleAttributes: {},
      creativity: '/api/public/spots/1002/creative.svg',
      screenshot: '/api/public/spots/1002/screenshot.svg',
    });
  });

  test('an unmeasured viewability is null', async () => {
    expect((await getSpot(1003)).json<PublicSpot>().pViewability).toBeNull();
  });

  test('never reads a token: a forged or expired one still gets the spot, never 401', async () => {
    const forged = await getSpot(1002, { authorization: 'Bearer not-a-jwt' });
    const garbage = await getSpot(1002, { authorization: 'Basic Zm9vOmJhcg==' });

    expect(forged.statusCode).toBe(200);
    expect(garbage.statusCode).toBe(200);
  });

  test('an unknown id answers 404 { error }', async () => {
    const response = await getSpot(999999);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: SPOT_NOT_FOUND_MESSAGE });
  });

  test.each(['abc', '0', '-4', '1.5'])('a malformed id (%s) answers 400', async (id) => {
    const response = await getSpot(id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });
});

describe('GET /api/public/spots/{id}/{file}.svg', () => {
  const getImage = (path: string) => testApp.app.inject({ method: 'GET', url: `/api/public/spots/${path}` });

  test("the page's addresses answer without a signature, cacheable by anyone, for messengers that come later", async () => {
    const spot = (await getSpot(1002)).json<PublicSpot>();
    for (const address of [spot.creativity, spot.screenshot]) {
      const response = await testApp.app.inject({ method: 'GET', url: address });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe(CREATIVE_CACHE_CONTROL);
    }
  });

  test("the screenshot is this spot's own: its publisher and date, not the campaign's latest", async () => {
    const screenshot = (await getImage('1002/screenshot.svg')).body;
    expect(screenshot).toContain('>@Noticias MX</text>');
    expect(screenshot).toContain('>Visto el 2023-08-05</text>');
  });

  test("a carousel's slides are public too, as the page's style attributes name them", async () => {
    const { rows } = await testApp.db.query<{ id: number }>(
      'select id::float8 as id from spots where campaign_id = 2 limit 1',
    );
    const spotId = rows[0]?.id ?? 0;
    const spot = (await getSpot(spotId)).json<PublicSpot>();
    expect(JSON.stringify(spot)).not.toContain('/api/creatives/');
    expect(JSON.stringify(spot.styleAttributes)).toContain(`/api/public/spots/${spotId}/slide-2.svg`);
    expect((await getImage(`${spotId}/slide-2.svg`)).statusCode).toBe(200);
  });

  test.each([
    ['an unknown spot', '999999/creative.svg', 404],
    ["another spot's screenshot", '1002/screenshot-1003.svg', 400],
    ["a file this spot's page does not show", '1002/video.svg', 404],
    ['a file no spot page shows', '1002/banner.svg', 400],
    ['a path outside the spot', '1002/..%2F..%2Fcreatives%2F1%2Fcreative.svg', 400],
  ])('%s is refused', async (_what, path, status) => {
    expect((await getImage(path)).statusCode).toBe(status);
  });

  test("a creative shared by two campaigns is the one the spot's page names", async () => {
    const { rows } = await testApp.db.query<{ id: number }>(
      'select id::float8 as id from spots where campaign_id = 5 limit 1',
    );
    const spotId = rows[0]?.id ?? 0;
    expect((await getSpot(spotId)).json<PublicSpot>().creativity).toBe(`/api/public/spots/${spotId}/creative.svg`);
    const creative = await getImage(`${spotId}/creative.svg`);
    expect(creative.statusCode).toBe(200);
    expect(creative.body).toContain('Zapatillas Acme');
  });

  test('the public spot answer holds no dashboard address: those need a signature', async () => {
    const body = (await getSpot(1002)).body;
    expect(body).not.toContain('/api/creatives/');
    const dashboard = await testApp.app.inject({ method: 'GET', url: '/api/creatives/6/screenshot-1002.svg' });
    expect(dashboard.statusCode).toBe(403);
  });
});
