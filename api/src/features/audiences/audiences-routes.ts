import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { AudiencesRequest, AudiencesResponse } from 'shared-contracts/schemas';
import type { Database } from '../../db/database';
import { ROLES } from '../../lib/contracts';
import { forbidden } from '../../lib/http-errors';
import { errorResponses } from '../../plugins/schemas';
import { currentUser } from '../auth/authenticate';
import { firstSearch, readSearches } from '../market-search/market-search';
import { audienceOf } from './audiences-service';

/** docs/product.md#audiences: the caller has not contracted audiences. */
const AUDIENCES_ROLE_MISSING = 'errors.audiences.role';

/** The spec's own message key instead of requireRole's text: the client shows it as written. */
async function requireAudiencesRole(request: FastifyRequest): Promise<void> {
  if (!currentUser(request).roles.includes(ROLES.audiences)) throw forbidden(AUDIENCES_ROLE_MISSING);
}

export const audiencesRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/v2/audiences',
    {
      preHandler: [app.authenticate, requireAudiencesRole],
      schema: {
        tags: ['audiences'],
        summary: 'Audience bands of the search (MX AR CO PE CL BR; sample data elsewhere)',
        security: [{ bearer: [] }],
        body: AudiencesRequest,
        response: { 200: AudiencesResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const search = firstSearch(readSearches(currentUser(request), request.body.search));
      return app.marketAnswers.send(request, reply, () => audienceOf(db, search, request.body.advertiser));
    },
  );
};
