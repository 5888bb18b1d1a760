import type { FastifyPluginAsync } from 'fastify';
import type { UserMessage } from 'shared-contracts';
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
    200: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          name: { type: 'string' },
          createdAt: { type: 'string', format: 'date-time' },
          html: { type: 'string', description: 'Server-provided HTML; render it sanitised' },
          enabled: { type: 'boolean' },
        },
        required: ['id', 'name', 'createdAt', 'html', 'enabled'],
      },
    },
    ...errorResponses(401),
  },
} as const;

/** GET /v2/messages/all. */
export const messagesRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get<{ Reply: UserMessage[] }>(
    '/v2/messages/all',
    { schema: messagesSchema, preHandler: app.authenticate },
    async (request) => listMessagesFor(db, currentUser(request).sub),
  );
};
