import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertMarketFixture } from '../spots-list/market-fixture';
import { creativeSvg, screenshotSvg, slideSvg, type CreativeSubject } from './creative-svg';
import { CREATIVE_CACHE_CONTROL, CREATIVE_NOT_FOUND_MESSAGE } from './creatives-routes';
import { parseXmlRoot } from './xml-check';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  await insertMarketFixture(testApp.db);
});
afterAll(() => testApp.close());

const getImage = (path: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url: `/api/creatives/${path}`, headers });

describe('GET /api/creatives/{campaignId}/{name}.svg', () => {
  test.each(['creative', 'screenshot', 'slide-1', 'slide-12'])(
    '%s is a small, cacheable, valid SVG without a token',
    async (name) => {
      const response = await getImage(`2/${name}.svg`);

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe(CREATIVE_CACHE_CONTROL);
      expect(response.rawPayload.length).toBeLessThan(4096);
      expect(parseXmlRoot(response.body)).toBe('svg');
      expect(response.body).toContain('Acme');
    },
  );

  test('the creative shows the advertiser and product; the screenshot the publisher', async () => {
    const creative = (await getImage('3/creative.svg')).body;
    const screenshot = (await getImage('3/screenshot.svg')).body;

    expect(creative).toContain('Banco Sol');
    expect(creative).toContain('Cuenta Sol');
    expect(screenshot).toMatch(/Diario Uno|Portal Dos/);
  });

  test('is deterministic and revalidates with its ETag', async () => {
    const first = await getImage('1/creative.svg');
    const second = await getImage('1/creative.svg');
    expect(second.body).toBe(first.body);

    const etag = String(first.headers.etag);
    const cached = await getImage('1/creative.svg', { 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
  });

  test('names from data are escaped, so the markup stays valid', async () => {
    const response = await getImage('4/creative.svg');
    expect(parseXmlRoot(response.body)).toBe('svg');
    expect(response.body).toContain('=HYPERLINK(&#34;http://evil.example&#34;)');
  });

  test('a campaign without spots still gets a screenshot', async () => {
    await testApp.db.query(
      `insert into campaigns (id, advertiser_id, product_id, industry_id, platform_id, format_id, category_id, style,
                              creativity, first_seen, last_seen)
       values (99, 2, 3, 2, 1, 2, 1, 'default', '/api/creatives/99/creative.svg', '2023-08-01', '2023-08-01')`,
    );
    const response = await getImage('99/screenshot.svg');
    expect(response.statusCode).toBe(200);
    expect(parseXmlRoot(response.body)).toBe('svg');
  });

  test('an unknown campaign answers 404 { error }', async () => {
    const response = await getImage('12345/creative.svg');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: CREATIVE_NOT_FOUND_MESSAGE });
  });

  test.each(['1/banner.svg', '1/slide-0.svg', '1/slide-13.svg', '1/creative.png', 'abc/creative.svg'])(
    '%s answers 400',
    async (path) => {
      const response = await getImage(path);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String) });
    },
  );
});

describe('generated SVGs', () => {
  const longNames: CreativeSubject = {
    campaignId: 7,
    advertiserId: 7,
    advertiser: 'A'.repeat(300),
    product: '<script>alert(1)</script>'.repeat(10),
    industry: 'I & I'.repeat(40),
    publisher: 'P'.repeat(300),
    publisherUrl: `https://example.com/${'x'.repeat(500)}`,
  };

  test('stay under 4 KB and valid whatever the names', () => {
    for (const image of [creativeSvg(longNames), screenshotSvg(longNames), slideSvg(longNames, 12)]) {
      expect(Buffer.byteLength(image)).toBeLessThan(4096);
      expect(parseXmlRoot(image)).toBe('svg');
      expect(image).not.toContain('<script>');
    }
  });
});
