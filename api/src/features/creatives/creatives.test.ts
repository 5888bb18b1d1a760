import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertMarketFixture } from '../spots-list/market-fixture';
import type { CreativeSubject } from './ad-artwork';
import { creativeSvg, screenshotSvg, slideSvg } from './creative-svg';
import { videoSvg } from './creative-video-svg';
import { CREATIVE_FORBIDDEN_MESSAGE, CREATIVE_NOT_FOUND_MESSAGE } from './creatives-routes';
import { parseXmlRoot } from './xml-check';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  await insertMarketFixture(testApp.db);
});
afterAll(() => testApp.close());

const VIEWER = 'viewer-of-the-tests';
/** Today's address of `path` for the tests' viewer, as a market answer would name it. */
const signed = (path: string, expires = testApp.app.creativeSigner.dailyExpiry(new Date())) =>
  testApp.app.creativeSigner.sign(`/api/creatives/${path}`, VIEWER, expires);
const getUrl = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });
const getImage = (path: string, headers: Record<string, string> = {}) => getUrl(signed(path), headers);

describe('GET /api/creatives/{campaignId}/{name}.svg', () => {
  // Spot 3 is campaign 2's first in the fixture.
  test.each(['creative', 'video', 'screenshot', 'screenshot-3', 'slide-1', 'slide-12'])(
    '%s is a small, valid SVG without a token, kept by the browser until its address expires',
    async (name) => {
      const response = await getImage(`2/${name}.svg`);

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(response.headers['cache-control']))?.[1]);
      // Until the end of the next UTC day: more than a day, at most two.
      expect(maxAge).toBeGreaterThan(24 * 60 * 60 - 5);
      expect(maxAge).toBeLessThanOrEqual(2 * 24 * 60 * 60);
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

  test('video.svg is the ad itself, animated in a loop (it plays in an <img>, offline)', async () => {
    const video = (await getImage('2/video.svg')).body;
    expect(video).toContain('Acme');
    expect(video).toContain('Bolsos Acme');
    expect(video).toMatch(/<animate(Transform)? [^>]*repeatCount="indefinite"/);
    expect(video).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
  });

  test("screenshot-{spotId} shows that spot's publisher, page and date; screenshot the latest spot's", async () => {
    const { rows } = await testApp.db.query<{ id: number; publisher: string; url: string; date: string }>(
      `select s.id::float8 as id, p.name as publisher, coalesce(nullif(s.page_url, ''), p.url) as url,
              to_char(s.date, 'YYYY-MM-DD') as date
       from spots s join publishers p on p.id = s.publisher_id where s.campaign_id = 3 order by s.date desc, s.id desc`,
    );
    const [latest] = rows;
    const older = rows.find((row) => row.publisher !== latest?.publisher);
    for (const [path, spot] of [
      ['3/screenshot.svg', latest],
      [`3/screenshot-${older?.id}.svg`, older],
    ] as const) {
      const image = (await getImage(path)).body;
      expect(image).toContain(`>${spot?.publisher}</text>`);
      expect(image).toContain(`>${spot?.url}</text>`);
      expect(image).toContain(`>Visto el ${spot?.date}</text>`);
    }
  });

  test("screenshot-{spotId} of another campaign's spot answers 404", async () => {
    const { rows } = await testApp.db.query<{ id: number }>(
      'select id::float8 as id from spots where campaign_id = 1 limit 1',
    );
    const response = await getImage(`2/screenshot-${rows[0]?.id}.svg`);
    expect(response.statusCode).toBe(404);
  });

  test("speaks the language of the spot's country: Portuguese in Brazil, Spanish in Mexico", async () => {
    await testApp.db.exec(
      `insert into countries (code, name, currency) values ('BR', 'Brasil', 'BRL') on conflict do nothing;
       insert into publishers (id, name, country_code, url) values (9, 'Folha Teste', 'BR', 'https://folha.example.br');
       insert into spots (id, date, country_code, campaign_id, advertiser_id, product_id, industry_id, publisher_id,
                          platform_id, format_id, source_id, category_id, amount, prints, viewability, page_url, screenshot)
       values (2001, '2023-08-07', 'BR', 6, 2, 3, 2, 9, 1, 2, 1, 1, 90, 900, 60, '', '')`,
    );
    const brazil = (await getImage('6/screenshot-2001.svg')).body;
    const mexico = (await getImage('6/screenshot-1002.svg')).body;

    expect(brazil).toContain('>Publicidade</text>');
    expect(brazil).toContain('>Visto em 2023-08-07</text>');
    expect(mexico).toContain('>Publicidad</text>');
    expect(mexico).toContain('>Visto el 2023-08-05</text>');
    await testApp.db.exec('delete from spots where id = 2001');
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

  test.each([
    '1/banner.svg',
    '1/slide-0.svg',
    '1/slide-13.svg',
    '1/creative.png',
    'abc/creative.svg',
    '1/screenshot-0.svg',
    '1/video.mp4',
  ])('%s answers 400', async (path) => {
    const response = await getImage(path);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });
});

describe('generated SVGs', () => {
  const longNames: CreativeSubject = {
    campaignId: 7,
    advertiserId: 7,
    advertiser: 'A'.repeat(300),
    product: '<script>alert(1)</script>'.repeat(10),
    industry: 'I & I'.repeat(40),
    headline: '"quoted" & <b>'.repeat(30),
    callToAction: 'C'.repeat(200),
    language: 'pt',
    sighting: { publisher: 'P'.repeat(300), pageUrl: `https://example.com/${'x'.repeat(500)}`, date: '2024-06-14' },
  };

  test('stay under 4 KB and valid whatever the names', () => {
    const images = [creativeSvg(longNames), videoSvg(longNames), screenshotSvg(longNames), slideSvg(longNames, 12)];
    for (const image of images) {
      expect(Buffer.byteLength(image)).toBeLessThan(4096);
      expect(parseXmlRoot(image)).toBe('svg');
      expect(image).not.toContain('<script>');
    }
  });
});

describe('signed addresses', () => {
  test('an unsigned address answers 403, whether or not it names something', async () => {
    for (const path of ['2/creative.svg', '12345/creative.svg']) {
      const response = await getUrl(`/api/creatives/${path}`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: CREATIVE_FORBIDDEN_MESSAGE });
    }
  });

  test.each([
    ['viewer', (url: URL) => url.searchParams.set('viewer', 'someone-else')],
    ['expires', (url: URL) => url.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 86400))],
    ['signature', (url: URL) => url.searchParams.set('signature', 'A'.repeat(22))],
    ['path', (url: URL) => (url.pathname = '/api/creatives/3/creative.svg')],
    ['parameters, one dropped', (url: URL) => url.searchParams.delete('signature')],
  ])('an address with its %s altered answers 403', async (_what, alter) => {
    const url = new URL(signed('2/creative.svg'), 'http://api.test');
    alter(url);
    const response = await getUrl(`${url.pathname}${url.search}`);
    expect(response.statusCode).toBe(403);
  });

  test('an expired address answers 403; a signed one that names nothing 404', async () => {
    const expired = await getUrl(signed('2/creative.svg', Math.floor(Date.now() / 1000) - 1));
    expect(expired.statusCode).toBe(403);

    const unknown = await getImage('12345/creative.svg');
    expect(unknown.statusCode).toBe(404);
  });

  test('the 403 is documented with the query parameters', async () => {
    const document = (await getUrl('/api/docs/json')).json<{
      paths: Record<string, { get: { parameters: { name: string; in: string }[]; responses: object } }>;
    }>();
    const operation = document.paths['/creatives/{campaignId}/{file}']?.get;
    expect(operation?.responses).toHaveProperty('403');
    const query = operation?.parameters.filter((parameter) => parameter.in === 'query').map(({ name }) => name);
    expect(query).toEqual(['viewer', 'expires', 'signature']);
  });
});
