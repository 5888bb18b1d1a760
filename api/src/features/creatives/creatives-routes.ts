import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/http-errors';
import { errorResponses } from '../../plugins/schemas';
import { CREATIVE_FILE_PATTERN, parseCreativeFile, renderCreativeFile } from './creative-files';
import { findCreativeSubject } from './creatives-repository';

export const CREATIVE_NOT_FOUND_MESSAGE = 'Creative not found';

/** Deterministic from the campaign, so caches may keep them (a week; revalidated by ETag). */
export const CREATIVE_CACHE_CONTROL = 'public, max-age=604800';

const creativeImageSchema = {
  tags: ['public'],
  summary:
    'A generated creative image: creative, video (animated, creative is its poster), screenshot (of the latest spot), ' +
    'screenshot-{spotId} (of that spot) or slide-{n} (1-12) of a carousel',
  description:
    'Public (images are loaded by <img> tags, which send no token). SVG, under 4 KB, in the language of the ' +
    "country of the spot it shows (the campaign's latest for the others).",
  params: {
    type: 'object',
    properties: {
      campaignId: { type: 'integer', minimum: 1, maximum: 2147483647 },
      file: { type: 'string', pattern: CREATIVE_FILE_PATTERN.source },
    },
    required: ['campaignId', 'file'],
  },
  response: { 200: { type: 'string', description: 'image/svg+xml' }, ...errorResponses(400, 404) },
} as const;

/** GET /creatives/{campaignId}/{name}.svg: pictures for the gallery with no internet. */
export const creativesRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get<{ Params: { campaignId: number; file: string } }>(
    '/creatives/:campaignId/:file',
    { schema: creativeImageSchema },
    async (request, reply) => {
      const file = parseCreativeFile(request.params.file);
      const subject = file && (await findCreativeSubject(db, request.params.campaignId, file.spotId));
      if (!file || !subject) throw notFound(CREATIVE_NOT_FOUND_MESSAGE);
      const image = renderCreativeFile(subject, file);
      const etag = `"${createHash('sha1').update(image).digest('base64url')}"`;
      reply.header('cache-control', CREATIVE_CACHE_CONTROL).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(image);
    },
  );
};
