import type { PublicSpot } from 'shared-contracts';
import { decodePng, PNG_SIGNATURE, type DecodedPng } from '../../testing/decode-png';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { CREATIVE_CACHE_CONTROL } from '../creatives/creatives-routes';
import { insertMarketFixture } from '../spots-list/market-fixture';
import { SPOT_NOT_FOUND_MESSAGE } from './public-spot-routes';

// The module the route renders with, spied on to count renders (the same instance the route holds).
const resvg = jest.requireActual<typeof import('@resvg/resvg-js')>('@resvg/resvg-js');

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  await insertMarketFixture(testApp.db);
});
afterAll(() => testApp.close());

const getCard = (id: string | number, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url: `/api/public/spots/${id}/card.png`, headers });

interface Region {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
// The card's layout (spot-card-svg.ts): the creative's panel above, a dark band with the text below.
const CREATIVE: Region = { left: 56, top: 56, right: 1144, bottom: 424 };
const ADVERTISER_LINE: Region = { left: 40, top: 500, right: 1160, bottom: 560 };
const DATE: Region = { left: 40, top: 568, right: 500, bottom: 612 };
const SITE_NAME: Region = { left: 900, top: 568, right: 1160, bottom: 612 };

/** The colours of a region, each with how many of its pixels have it. */
function coloursIn(png: DecodedPng, region: Region): Map<number, number> {
  const counts = new Map<number, number>();
  for (let y = region.top; y < region.bottom; y += 1) {
    for (let x = region.left; x < region.right; x += 1) {
      const colour = png.colorAt(x, y);
      counts.set(colour, (counts.get(colour) ?? 0) + 1);
    }
  }
  return counts;
}

/** Pixels of a region that are not its most common colour (its background): what is drawn on it. */
function inkIn(png: DecodedPng, region: Region): number {
  const counts = [...coloursIn(png, region).values()];
  return counts.reduce((sum, count) => sum + count, 0) - Math.max(...counts);
}

describe('GET /api/public/spots/{id}/card.png', () => {
  test('a 1200×630 PNG, public and cacheable by anyone like the page’s other images', async () => {
    const response = await getCard(1002);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe(CREATIVE_CACHE_CONTROL);
    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(response.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    // IHDR is the first chunk: its width and height follow the signature, length and type.
    expect(response.rawPayload.toString('latin1', 12, 16)).toBe('IHDR');
    expect([response.rawPayload.readUInt32BE(16), response.rawPayload.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test('shows the creative and, as text with the fonts it ships, the advertiser, the date and the site', async () => {
    const card = decodePng((await getCard(1002)).rawPayload);

    // A drawing, not an empty panel: the creative's many colours (its gradients, its text).
    expect(coloursIn(card, CREATIVE).size).toBeGreaterThan(50);
    // Text is drawn where the layout puts it: glyphs, not a blank band (a missing font draws nothing).
    for (const region of [ADVERTISER_LINE, DATE, SITE_NAME]) expect(inkIn(card, region)).toBeGreaterThan(500);
  });

  test("the advertiser drawn is the spot's: a longer name puts more ink on its line", async () => {
    const spots = await Promise.all(
      [1002, 1].map(async (id) => (await testApp.app.inject(`/api/getspot/${id}`)).json<PublicSpot>()),
    );
    const cards = await Promise.all([1002, 1].map(async (id) => decodePng((await getCard(id)).rawPayload)));
    const [longer, shorter] = spots[0]!.advertiser.length > spots[1]!.advertiser.length ? [0, 1] : [1, 0];

    expect(spots[0]!.advertiser).not.toBe(spots[1]!.advertiser);
    expect(inkIn(cards[longer]!, ADVERTISER_LINE)).toBeGreaterThan(inkIn(cards[shorter]!, ADVERTISER_LINE));
  });

  test("a spot whose creativity the API does not draw (an outside video) shows the page's screenshot", async () => {
    const spot = (await testApp.app.inject('/api/getspot/1001')).json<PublicSpot>();
    expect(spot.creativity).not.toMatch(/^\/api\//);

    const card = decodePng((await getCard(1001)).rawPayload);
    expect(coloursIn(card, CREATIVE).size).toBeGreaterThan(50);
  });

  test('a card is rendered once: later requests are served from memory, a revalidation is a 304', async () => {
    const render = jest.spyOn(resvg, 'renderAsync');
    try {
      const first = await getCard(1003);
      const second = await getCard(1003);
      const revalidated = await getCard(1003, { 'if-none-match': String(first.headers.etag) });

      expect(render).toHaveBeenCalledTimes(1);
      expect(second.rawPayload).toEqual(first.rawPayload);
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.rawPayload).toHaveLength(0);
    } finally {
      render.mockRestore();
    }
  });

  test('an unknown spot answers 404 { error }, with no card', async () => {
    const response = await getCard(999999);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: SPOT_NOT_FOUND_MESSAGE });
  });

  test.each(['abc', '0', '-4', '1.5'])('a malformed id (%s) answers 400', async (id) => {
    expect((await getCard(id)).statusCode).toBe(400);
  });

  test('the other public images are still served beside it', async () => {
    expect((await testApp.app.inject('/api/public/spots/1002/creative.svg')).statusCode).toBe(200);
  });
});
