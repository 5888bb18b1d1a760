import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { PublicSpot } from 'shared-contracts';
import type { Database } from '../../db/database';
import { DEFAULT_LANGUAGE } from '../../lib/contracts';
import { notFound } from '../../lib/http-errors';
import { errorResponses, fileAnswer } from '../../plugins/schemas';
import { drawOwnImage } from '../creatives/creative-images';
import { CREATIVE_CACHE_CONTROL } from '../creatives/creatives-routes';
import { findPublicSpot } from '../spots-list/spots-repository';
import { publicImagesOf } from './public-spot-addresses';
import { SPOT_NOT_FOUND_MESSAGE } from './public-spot-routes';
import { CARD_HEIGHT, CARD_WIDTH, spotCardSvg } from './spot-card-svg';
import { svgToPng } from './svg-to-png';

/** About 400 cards (some 80 KB each): the spots being shared now, not the whole market. */
const CACHE_BYTES = 32 * 1024 * 1024;

const publicSpotCardSchema = {
  tags: ['public'],
  summary: "A public spot's link-preview card: its creative, advertiser and date as a PNG",
  description:
    `A ${CARD_WIDTH}×${CARD_HEIGHT} PNG for messengers and social networks, which show no SVG: the creative the ` +
    "spot's page shows (`GET /getspot/{id}`), scaled to fit, with its advertiser and date. Public by design, " +
    'like the other images of the page, with no signature and no expiry.',
  params: {
    type: 'object',
    properties: {
      // A spot of the example search (MarketSearchBody), as GET /getspot/{id}'s example.
      id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER, examples: [19105] },
    },
    required: ['id'],
  },
  response: {
    200: fileAnswer('The card', ['image/png']),
    304: { type: 'null', description: 'Not modified: If-None-Match named the ETag the card still has' },
    ...errorResponses(400, 404),
  },
} as const;

/** The SVG the page shows first: its creativity when the API draws it, else its screenshot. */
async function pageCreativeOf(db: Database, spot: PublicSpot): Promise<string | null> {
  const own = new Set(publicImagesOf(spot).values());
  const address = [spot.creativity, spot.screenshot].find((candidate) => own.has(candidate));
  // A video is drawn as its poster: a still image cannot play it.
  return address ? drawOwnImage(db, address, { videoAsPoster: true }) : null;
}

/** GET /public/spots/{id}/card.png: the og:image of the public spot page (web-server's public-head.mjs). */
export const publicSpotCardRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  // Keyed by the card's SVG: composing it is cheap, rasterising is not; a changed spot is a new key.
  const pngs = new LRUCache<string, Buffer, string>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (png) => png.length,
    // One render per card at a time: requests arriving meanwhile share it.
    fetchMethod: (_etag, _stale, { context }) => svgToPng(context),
  });

  app.get<{ Params: { id: number } }>(
    '/public/spots/:id/card.png',
    { schema: publicSpotCardSchema },
    async (request, reply) => {
      const spot = await findPublicSpot(db, request.params.id, DEFAULT_LANGUAGE);
      if (!spot) throw notFound(SPOT_NOT_FOUND_MESSAGE);
      const svg = spotCardSvg({
        advertiser: spot.advertiser,
        date: spot.date,
        creative: await pageCreativeOf(db, spot),
      });
      const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
      reply.header('cache-control', CREATIVE_CACHE_CONTROL).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const png = await pngs.fetch(etag, { context: svg });
      if (!png) throw new Error('The card cache returned nothing');
      return reply.type('image/png').send(png);
    },
  );
};
