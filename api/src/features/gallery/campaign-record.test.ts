import type { Campaign, GalleryResponse } from 'shared-contracts';
import { createTestApp, logIn, type TestApp } from '../../testing/test-app';
import { AUGUST_AR, insertMarketFixture } from '../spots-list/market-fixture';
import { CAMPAIGN_NOT_IN_SEARCH } from './campaign-record-routes';

let testApp: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  testApp = await createTestApp();
  await insertMarketFixture(testApp.db);
  for (const user of ['analyst', 'sov']) tokens[user] = (await logIn(testApp.app, `${user}@demo.test`)).token;
});
afterAll(() => testApp.close());

const post = (url: string, payload: unknown, token: string | null = tokens.analyst ?? null) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('POST /api/v2/campaigns/{id}', () => {
  test("answers the campaign's card of the search, as the gallery shows it", async () => {
    const gallery = (await post('/v2/gallery/1/50', [AUGUST_AR])).json<GalleryResponse>();
    const cards = gallery.items.slice(0, 3);
    expect(cards.length).toBeGreaterThan(0);

    for (const card of cards) {
      const response = await post(`/v2/campaigns/${card.id}`, [AUGUST_AR]);
      expect(response.statusCode).toBe(200);
      expect(response.json<Campaign>()).toEqual(card);
    }
  });

  test('404 when the campaign has no spot in the search, or does not exist', async () => {
    const [card] = (await post('/v2/gallery/1/15', [AUGUST_AR])).json<GalleryResponse>().items;
    const elsewhere = await post(`/v2/campaigns/${card?.id}`, [
      { ...AUGUST_AR, since: '2017-01-02', until: '2017-01-03' },
    ]);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ error: CAMPAIGN_NOT_IN_SEARCH });
    expect((await post('/v2/campaigns/2147483647', [AUGUST_AR])).statusCode).toBe(404);
  });

  test('needs the campaigns role, and a valid id', async () => {
    expect((await post('/v2/campaigns/1', [AUGUST_AR], tokens.sov)).statusCode).toBe(403);
    expect((await post('/v2/campaigns/1', [AUGUST_AR], null)).statusCode).toBe(401);
    expect((await post('/v2/campaigns/0', [AUGUST_AR])).statusCode).toBe(400);
  });
});
