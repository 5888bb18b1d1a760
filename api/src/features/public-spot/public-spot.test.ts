import type { PublicSpot } from 'shared-contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertMarketFixture } from '../spots-list/market-fixture';
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
      creativity: '/api/creatives/6/creative.svg',
      screenshot: '/api/creatives/6/screenshot-1002.svg',
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
