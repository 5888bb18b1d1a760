import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CompareRequest, CompareResponse } from 'shared-contracts/schemas';
import type { Database } from '../../db/database';
import { errorResponses } from '../../plugins/schemas';
import { currentUser } from '../auth/authenticate';
import { readSearches } from '../market-search/market-search';
import { compareRights, requireCompareRole } from './compare-access';
import { checkComparedEntities, compareParamsSchema, compareQuerySchema } from './compare-schemas';
import { compareEntities } from './compare-service';

export const compareRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/v2/compare/:dimension',
    {
      preValidation: checkComparedEntities,
      preHandler: [app.authenticate, app.requireAcceptedTerms, requireCompareRole],
      schema: {
        tags: ['compare'],
        operationId: 'compareEntities',
        summary:
          'Compare 2 to 20 advertisers, publishers or industries: shares, spend, mix, trend and creatives per country and in total',
        description:
          'For the Share of Voice or the investment role. The search filter on the compared dimension is ignored. ' +
          'Spend follows Real-Time Spend (investment role, more than 14 days, not VE or US; spendUnavailable says ' +
          'why a column has none); the latest creatives need the campaigns role.',
        security: [{ bearer: [] }],
        params: compareParamsSchema,
        querystring: compareQuerySchema,
        body: CompareRequest,
        response: { 200: CompareResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const claims = currentUser(request);
      // The Share of Voice call's checks: countries of the token, the range rules, the demo window.
      const searches = readSearches(claims, request.body.search);
      return app.marketAnswers.send(request, reply, () =>
        compareEntities(db, {
          dimension: request.params.dimension,
          searches,
          requests: request.body.search,
          entityIds: request.body.entities,
          lang: request.query.lang,
          rights: compareRights(claims),
        }),
      );
    },
  );
};
