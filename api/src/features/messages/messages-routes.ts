import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UserMessage } from 'shared-contracts/schemas';
import { Type } from 'typebox';
import type { Database } from '../../db/database';
import { errorResponses } from '../../plugins/schemas';
import { currentUser } from '../auth/authenticate';
import { listMessagesFor } from './messages-repository';

const messagesSchema = {
  tags: ['account'],
  summary: "The caller's messages (their own and those for everyone), newest first",
  description: 'Disabled messages are listed too, with enabled false: the welcome dialog shows only an enabled one.',
  security: [{ bearer: [] }],
  response: {
    200: Type.Array(UserMessage),
    ...errorResponses(401),
  },
};

/** GET /v2/messages/all. */
export const messagesRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get('/v2/messages/all', { schema: messagesSchema, preHandler: app.authenticate }, async (request) =>
    listMessagesFor(db, currentUser(request).sub),
  );
};
