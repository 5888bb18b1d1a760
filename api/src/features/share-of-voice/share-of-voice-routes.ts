import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MarketSearchBody, ShareOfVoiceResponse } from 'shared-contracts/schemas';
import type { Database } from '../../db/database';
import { ROLES } from '../../lib/contracts';
import { errorResponses } from '../../plugins/schemas';
import { currentUser, requireRole } from '../auth/authenticate';
import { readSearches } from '../market-search/market-search';
import { breakdownQuerySchema, dimensionParamsSchema } from './market-schemas';
import { shareOfVoice } from './share-of-voice-service';

export const shareOfVoiceRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/v2/sov/:type',
    {
      preHandler: [app.authenticate, app.requireAcceptedTerms, requireRole(ROLES.shareOfVoice)],
      schema: {
        tags: ['share of voice'],
        summary: 'Share of spots per label of a dimension, per country (unfiltered=1 keeps only country and dates)',
        security: [{ bearer: [] }],
        params: dimensionParamsSchema,
        querystring: breakdownQuerySchema,
        body: MarketSearchBody,
        response: { 200: ShareOfVoiceResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const searches = readSearches(currentUser(request), request.body, { unfiltered: request.query.unfiltered === 1 });
      return app.marketAnswers.send(request, reply, () =>
        shareOfVoice(db, searches, request.params.type, {
          lang: request.query.lang,
          snap: request.query.snap === 1,
          basis: request.query.basis,
        }),
      );
    },
  );
};
