import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/http-errors';
import { errorResponses } from '../../plugins/schemas';
import { creativeSvg, screenshotSvg, slideSvg, type CreativeSubject } from './creative-svg';
import { findCreativeSubject } from './creatives-repository';

export const CREATIVE_NOT_FOUND_MESSAGE = 'Creative not found';

/** Deterministic from the campaign, so caches may keep them (a week; revalidated by ETag). */
export const CREATIVE_CACHE_CONTROL = 'public, max-age=604800';

const FILE_PATTERN = /^(creative|screenshot|slide-([1-9]|1[0-2]))\.svg$/;

const creativeImageSchema = {
  tags: ['public'],
  summary: 'A generated creative image: creative, screenshot or slide-{n} (1-12) of a carousel',
  description: 'Public (images are loaded by <img> tags, which send no token). SVG, under 4 KB.',
  params: {
    type: 'object',
    properties: {
      campaignId: { type: 'integer', minimum: 1, maximum: 2147483647 },
      file: { type: 'string', pattern: FILE_PATTERN.source },
    },
    required: ['campaignId', 'file'],
  },
  response: { 200: { type: 'string', description: 'image/svg+xml' }, ...errorResponses(400, 404) },
} as const;

function render(subject: CreativeSubject, file: string): string {
  const name = file.replace(/\.svg$/, '');
  if (name === 'creative') return creativeSvg(subject);
  if (name === 'screenshot') return screenshotSvg(subject);
  return slideSvg(subject, Number(name.slice('slide-'.length)));
}

/** GET /creatives/{campaignId}/{name}.svg: pictures for the gallery with no internet. */
export const creativesRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get<{ Params: { campaignId: number; file: string } }>(
    '/creatives/:campaignId/:file',
    { schema: creativeImageSchema },
    async (request, reply) => {
      const subject = await findCreativeSubject(db, request.params.campaignId);
      if (!subject) throw notFound(CREATIVE_NOT_FOUND_MESSAGE);
      const image = render(subject, request.params.file);
      const etag = `"${createHash('sha1').update(image).digest('base64url')}"`;
      reply.header('cache-control', CREATIVE_CACHE_CONTROL).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(image);
    },
  );
};
