import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database';
import { DEFAULT_LANGUAGE } from '../../lib/contracts';
import { notFound } from '../../lib/http-errors';
import { errorResponses, fileAnswer } from '../../plugins/schemas';
import { drawOwnImage } from '../creatives/creative-images';
import { CREATIVE_CACHE_CONTROL, CREATIVE_NOT_FOUND_MESSAGE, sendCreativeImage } from '../creatives/creatives-routes';
import { findPublicSpot } from '../spots-list/spots-repository';
import { PUBLIC_SPOT_FILE_PATTERN, publicImagesOf } from './public-spot-addresses';

const publicSpotImageSchema = {
  tags: ['public'],
  summary: "A public spot page's image: creative, video, screenshot (of this spot) or slide-{n} (1-12)",
  description:
    'Public by design, with no signature and no expiry (messengers fetch a link preview whenever they like): ' +
    'only the images of this spot, as `GET /getspot/{id}` names them. SVG, under 4 KB.',
  params: {
    type: 'object',
    properties: {
      // A spot of the example search (MarketSearchBody), as GET /getspot/{id}'s example.
      id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER, examples: [19105] },
      file: { type: 'string', pattern: PUBLIC_SPOT_FILE_PATTERN.source, examples: ['screenshot.svg'] },
    },
    required: ['id', 'file'],
  },
  response: {
    200: fileAnswer('The image', ['image/svg+xml']),
    304: { type: 'null', description: 'Not modified: If-None-Match named the ETag the image still has' },
    ...errorResponses(400, 404),
  },
} as const;

/** GET /public/spots/{id}/{file}.svg: the images of the public spot page, and no other. */
export const publicSpotImagesRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get<{ Params: { id: number; file: string } }>(
    '/public/spots/:id/:file',
    { schema: publicSpotImageSchema },
    async (request, reply) => {
      const spot = await findPublicSpot(db, request.params.id, DEFAULT_LANGUAGE);
      // Only what the spot's page names: its screenshot, never another spot's; its creative's media.
      const address = spot && publicImagesOf(spot).get(request.params.file);
      const image = address && (await drawOwnImage(db, address));
      if (!image) throw notFound(CREATIVE_NOT_FOUND_MESSAGE);
      return sendCreativeImage(request, reply, image, CREATIVE_CACHE_CONTROL);
    },
  );
};
