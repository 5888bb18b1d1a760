import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AudiencesRequest, AudiencesResponse } from 'shared-contracts';
import type { Database } from '../../db/database';
import { ROLES } from '../../lib/contracts';
import { forbidden } from '../../lib/http-errors';
import { errorResponses } from '../../plugins/schemas';
import { currentUser } from '../auth/authenticate';
import { firstSearch, readSearches } from '../market-search/market-search';
import { marketSearchBodySchema } from '../market-search/market-search-schema';
import { audienceOf } from './audiences-service';

/** docs/product.md#audiences: the caller has not contracted audiences. */
const AUDIENCES_ROLE_MISSING = 'errors.audiences.role';

const bodySchema = {
  type: 'object',
  properties: {
    search: marketSearchBodySchema,
    advertiser: { type: 'integer', minimum: 1 },
  },
  required: ['search'],
  additionalProperties: false,
} as const;

const responseSchema = {
  type: 'object',
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          label: { type: 'string' },
          value: { type: 'number' },
          extra: { type: ['string', 'null'] },
          hidden: { type: 'boolean' },
        },
        required: ['label', 'value', 'extra', 'hidden'],
      },
    },
    sample: { type: 'boolean' },
  },
  required: ['items', 'sample'],
} as const;

/** The spec's own message key instead of requireRole's text: the client shows it as written. */
async function requireAudiencesRole(request: FastifyRequest): Promise<void> {
  if (!currentUser(request).roles.includes(ROLES.audiences)) throw forbidden(AUDIENCES_ROLE_MISSING);
}

export const audiencesRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.post<{ Body: AudiencesRequest; Reply: AudiencesResponse }>(
    '/v2/audiences',
    {
      preHandler: [app.authenticate, requireAudiencesRole],
      schema: {
        tags: ['audiences'],
        summary: 'Audience bands of the search (MX AR CO PE CL BR; sample data elsewhere)',
        security: [{ bearer: [] }],
        body: bodySchema,
        response: { 200: responseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const search = firstSearch(readSearches(currentUser(request), request.body.search));
      return app.marketAnswers.send(request, reply, () => audienceOf(db, search, request.body.advertiser));
    },
  );
};
