import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PublicSpot } from 'shared-contracts/schemas';
import { Type } from 'typebox';
import type { Database } from '../../db/database';
import { DEFAULT_LANGUAGE } from '../../lib/contracts';
import { notFound } from '../../lib/http-errors';
import { errorResponses, languageWithDefault, withDefaultsFilled } from '../../plugins/schemas';
import { findPublicSpot } from '../spots-list/spots-repository';
import { withPublicAddresses } from './public-spot-addresses';

export const SPOT_NOT_FOUND_MESSAGE = 'Spot not found';

const getSpotSchema = {
  tags: ['public'],
  summary: 'One spot, for the public single-spot page (no token)',
  description: 'Public by design: the link is shared outside the product. An Authorization header is ignored.',
  // A spot of the example search (MarketSearchBody).
  params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, examples: [19105] }) }),
  querystring: withDefaultsFilled(
    Type.Object({ lang: languageWithDefault(DEFAULT_LANGUAGE) }, { additionalProperties: false }),
    ['lang'],
  ),
  response: { 200: PublicSpot, ...errorResponses(400, 404) },
};

/** GET /getspot/{id}: no preHandler on purpose, so a stale or foreign token can never 401 it. */
export const publicSpotRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/getspot/:id', { schema: getSpotSchema }, async (request) => {
    const spot = await findPublicSpot(db, request.params.id, request.query.lang);
    if (!spot) throw notFound(SPOT_NOT_FOUND_MESSAGE);
    return withPublicAddresses(spot);
  });
};
