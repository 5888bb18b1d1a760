import type { FastifyPluginAsync } from 'fastify';
import type { Language, PublicSpot } from 'shared-contracts';
import type { Database } from '../../db/database';
import { DEFAULT_LANGUAGE } from '../../lib/contracts';
import { notFound } from '../../lib/http-errors';
import { errorResponses, languageSchema } from '../../plugins/schemas';
import { findPublicSpot } from '../spots-list/spots-repository';
import { publicSpotSchema } from '../spots-list/spots-schemas';

export const SPOT_NOT_FOUND_MESSAGE = 'Spot not found';

const getSpotSchema = {
  tags: ['public'],
  summary: 'One spot, for the public single-spot page (no token)',
  description: 'Public by design: the link is shared outside the product. An Authorization header is ignored.',
  params: {
    type: 'object',
    properties: { id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } },
    required: ['id'],
  },
  querystring: {
    type: 'object',
    properties: { lang: { ...languageSchema, default: DEFAULT_LANGUAGE } },
    additionalProperties: false,
  },
  response: { 200: publicSpotSchema, ...errorResponses(400, 404) },
} as const;

/** GET /getspot/{id}: no preHandler on purpose, so a stale or foreign token can never 401 it. */
export const publicSpotRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get<{ Params: { id: number }; Querystring: { lang: Language }; Reply: PublicSpot }>(
    '/getspot/:id',
    { schema: getSpotSchema },
    async (request) => {
      const spot = await findPublicSpot(db, request.params.id, request.query.lang);
      if (!spot) throw notFound(SPOT_NOT_FOUND_MESSAGE);
      return spot;
    },
  );
};
