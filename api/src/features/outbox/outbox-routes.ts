import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { attachmentDisposition } from '../../lib/content-disposition';
import { ROLES } from '../../lib/contracts';
import { forbidden, notFound } from '../../lib/http-errors';
import { currentUser } from '../auth/authenticate';
import { findOutboxAttachment, listOutbox } from './outbox-repository';
import { outboxAttachmentSchema, outboxListSchema } from './outbox-schemas';

export interface OutboxRoutesOptions {
  db: Database;
}

/**
 * GET /v2/outbox and its attachments: the e-mails the API wrote, for inspection. Super admins
 * only, in every environment: the outbox holds other users' password-reset links.
 */
export const outboxRoutes: FastifyPluginAsyncTypebox<OutboxRoutesOptions> = async (app, { db }) => {
  async function mayRead(request: FastifyRequest) {
    if (!currentUser(request).roles.includes(ROLES.superAdmin)) {
      throw forbidden('Only a super admin may read the outbox');
    }
  }

  app.get('/v2/outbox', { schema: outboxListSchema, preHandler: [app.authenticate, mayRead] }, async (request) =>
    listOutbox(db, request.query),
  );

  app.get(
    '/v2/outbox/:id/attachment',
    { schema: outboxAttachmentSchema, preHandler: [app.authenticate, mayRead] },
    async (request, reply) => {
      const attachment = await findOutboxAttachment(db, request.params.id);
      if (!attachment) throw notFound('No such attachment');
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', attachmentDisposition(attachment.name))
        .send(Buffer.from(attachment.bytes));
    },
  );
};
