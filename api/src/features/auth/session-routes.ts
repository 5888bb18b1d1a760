import type { FastifyPluginAsync } from 'fastify';
import type { SessionResponse } from 'shared-contracts';
import { sessionSchema } from './auth-schemas';
import { currentUser } from './authenticate';

/** GET /v2/session: the caller's claims; proves a bearer token is accepted. */
export const sessionRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Reply: SessionResponse }>(
    '/v2/session',
    { schema: sessionSchema, preHandler: app.authenticate },
    async (request) => currentUser(request),
  );
};
