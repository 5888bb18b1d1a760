import type { FastifyPluginAsync } from 'fastify';
import { HealthResponse } from 'shared-contracts/schemas';
import type { Database } from '../../db/database';
import { HttpError } from '../../lib/http-errors';
import { errorResponses } from '../../plugins/schemas';

const healthSchema = {
  tags: ['health'],
  summary: 'Liveness: the API answers and its database runs queries',
  response: {
    200: HealthResponse,
    ...errorResponses(503),
  },
} as const;

export const healthRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get<{ Reply: HealthResponse }>('/health', { schema: healthSchema }, async (request) => {
    try {
      await db.query('select 1');
    } catch (error) {
      request.log.error({ err: error }, 'Health check: database query failed');
      throw new HttpError(503, 'Database unavailable');
    }
    return { status: 'ok' };
  });
};
