import type { NewsCard } from 'shared-contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bearer, tokensOf } from '../account/test-helpers';
import { SEED_NEWS } from './news-seed';

let testApp: TestApp;
let token: string;
beforeAll(async () => {
  testApp = await createTestApp();
  token = (await tokensOf(testApp.db, ['sov@demo.test'] as const))['sov@demo.test'];
});
afterAll(() => testApp.close());

describe('GET /api/v2/news', () => {
  test.each(['es', 'en', 'pt'] as const)(
    "answers Home's cards in %s, in order, the viewability launch first",
    async (lang) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/v2/news?lang=${lang}`,
        headers: bearer(token),
      });

      expect(response.statusCode).toBe(200);
      const cards = response.json<NewsCard[]>();
      expect(cards.map(({ id: _id, ...card }) => card)).toEqual(SEED_NEWS[lang]);
      expect(cards[0]?.title).toMatch(/viewability/i);
      expect(cards.every((card) => Number.isInteger(card.id))).toBe(true);
    },
  );

  test("without lang, in the user's saved language", async () => {
    await testApp.db.query("update users set language = 'pt' where email = 'sov@demo.test'");
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v2/news', headers: bearer(token) });
    expect(response.json<NewsCard[]>()[1]?.title).toBe(SEED_NEWS.pt[1]?.title);
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/v2/news?lang=fr', headers: bearer(token) })).statusCode,
    ).toBe(400);
  });

  test('401 without a token', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v2/news' });
    expect(response.statusCode).toBe(401);
  });
});
