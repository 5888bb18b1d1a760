import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AudiencesRequest, AudiencesResponse } from 'shared-contracts/schemas';
import type { Database } from '../../db/database';
import { ROLES } from '../../lib/contracts';
import { errorResponses } from '../../plugins/schemas';
import { currentUser } from '../auth/authenticate';
import { firstSearch, readSearches } from '../market-search/market-search';
import { audienceOf, sampleAudience } from './audiences-service';

export const audiencesRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/v2/audiences',
    {
      preHandler: [app.authenticate, app.requireAcceptedTerms],
      schema: {
        tags: ['audiences'],
        summary:
          'Audience bands of the search (MX AR CO PE CL BR; sample data elsewhere, and without ROLE_FEATURE_AUDIENCES)',
        security: [{ bearer: [] }],
        body: AudiencesRequest,
        response: { 200: AudiencesResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const claims = currentUser(request);
      const search = firstSearch(readSearches(claims, request.body.search));
      // Audiences not bought are shown blurred (docs/product.md#audiences): what the page holds
      // under the blur is the sample, never the search's bands.
      if (!claims.roles.includes(ROLES.audiences)) return sampleAudience();
      return app.marketAnswers.send(request, reply, () => audienceOf(db, search, request.body.advertiser));
    },
  );
};
