import type { ExportLinkResponse } from 'shared-contracts';
import { acceptTermsOf, createTestApp, logIn, type TestApp } from '../../testing/test-app';
import { insertMarketFixture } from '../spots-list/market-fixture';
import { EXPORT_MESSAGES } from './export-rules';
import { AUGUST_QUERY, download, getExport, pdfPages } from './export-test-helpers';

let testApp: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  testApp = await createTestApp();
  await insertMarketFixture(testApp.db);
  await acceptTermsOf(testApp.db, 'demo@demo.test');
  for (const user of ['analyst', 'sov', 'demo']) tokens[user] = (await logIn(testApp.app, `${user}@demo.test`)).token;
});
afterAll(() => testApp.close());

const exportGallery = (query: string, user: string | null = 'analyst') =>
  getExport(testApp, `/api/gallery/export/pdf?${query}`, user ? tokens[user] : undefined);

describe('GET /api/gallery/export/pdf', () => {
  test('makes a PDF of the gallery page with its cards', async () => {
    const response = await exportGallery(`${AUGUST_QUERY}&page=1&limit=15&unique=1`);

    expect(response.statusCode).toBe(200);
    const file = await download(testApp, response.json<ExportLinkResponse>());
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('campaigns-AR-2023-08-01-2023-08-31-p1.pdf');
    const pdf = file.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    // The cards' pictures are drawn as vector paths with their gradients (svg-to-pdfkit).
    expect(pdf).toContain('/ShadingType');
  });

  test('holds the gallery as ordered and filtered on screen: first seen, new in the period', async () => {
    // From 5 August: the campaigns first seen on the 1st are not new, the one first seen on the 10th is.
    const query = 'country=AR&since=2023/08/05&until=2023/08/31&lang=en';
    const response = await exportGallery(`${query}&sort=firstSeen&newInPeriod=1`);
    const text = pdfPages((await download(testApp, response.json<ExportLinkResponse>())).rawPayload)
      .flat()
      .join(' ');
    const gallery = await testApp.app.inject({
      method: 'POST',
      url: '/api/v2/gallery/1/15?sort=firstSeen&newInPeriod=1&lang=en',
      headers: { authorization: `Bearer ${tokens.analyst}` },
      payload: [{ country: 'AR', since: '2023-08-05', until: '2023-08-31' }],
    });
    const { metadata } = gallery.json<{ metadata: { total: number } }>();
    const all = await testApp.app.inject({
      method: 'POST',
      url: '/api/v2/gallery/1/15?lang=en',
      headers: { authorization: `Bearer ${tokens.analyst}` },
      payload: [{ country: 'AR', since: '2023-08-05', until: '2023-08-31' }],
    });
    // The filter narrows: the file counts the new campaigns, not all of them.
    expect(metadata.total).toBeLessThan(all.json<{ metadata: { total: number } }>().metadata.total);
    expect(text).toContain(`(${metadata.total} campaigns)`);
    expect((await exportGallery(`${AUGUST_QUERY}&sort=newest`)).statusCode).toBe(400);
  });

  test('page, limit and unique default to the first page of 15', async () => {
    expect((await exportGallery(AUGUST_QUERY)).statusCode).toBe(200);
  });

  test('401 without a token', async () => {
    expect((await exportGallery(AUGUST_QUERY, null)).statusCode).toBe(401);
  });

  test('403 for the demo role and without the campaign role', async () => {
    const demo = await exportGallery(AUGUST_QUERY, 'demo');
    expect(demo.statusCode).toBe(403);
    expect(demo.json()).toEqual({ error: EXPORT_MESSAGES.demo });
    expect((await exportGallery(AUGUST_QUERY, 'sov')).statusCode).toBe(403);
  });

  test('403 for a country outside the token', async () => {
    expect((await exportGallery('country=VE&since=2023/08/01&until=2023/08/31')).statusCode).toBe(403);
  });

  test('404 with the no-data message when the search has no campaigns', async () => {
    const response = await exportGallery('country=AR&since=2020/01/01&until=2020/01/31');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No data available. Try with other criteria.' });
  });

  test.each([`${AUGUST_QUERY}&limit=16`, `${AUGUST_QUERY}&page=0`, `${AUGUST_QUERY}&unique=3`, 'country=AR'])(
    '400 for %s',
    async (query) => {
      const response = await exportGallery(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String) });
    },
  );
});
