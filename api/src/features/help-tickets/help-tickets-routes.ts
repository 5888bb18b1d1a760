import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { HelpTicket, HelpTicketFields } from 'shared-contracts';
import type { Database } from '../../db/database';
import { attachmentDisposition } from '../../lib/content-disposition';
import { HELP_TICKET_MAX_FILE_BYTES, ROLES } from '../../lib/contracts';
import { HttpError, notFound } from '../../lib/http-errors';
import { currentUser } from '../auth/authenticate';
import { findTicket, findTicketFile, insertTicket, type TicketFile } from './help-tickets-repository';
import { createTicketSchema, getTicketFileSchema, getTicketSchema } from './help-tickets-schemas';

export const TICKET_NOT_FOUND_MESSAGE = 'Help ticket not found';
export const FILE_TOO_LARGE_MESSAGE = `The file must be at most ${HELP_TICKET_MAX_FILE_BYTES / 1024 / 1024} MB.`;

/** A file part of the multipart body, read into memory (at most 5 MB). */
class UploadedFile implements TicketFile {
  constructor(
    readonly name: string,
    readonly mimeType: string,
    readonly bytes: Uint8Array,
  ) {}
}

type TicketBody = HelpTicketFields & Record<string, unknown>;

/** The uploaded file, if any; an empty file input (no name, no bytes) counts as none. */
function uploadedFile(body: TicketBody): UploadedFile | null {
  const file = Object.values(body).find((value): value is UploadedFile => value instanceof UploadedFile);
  return file && (file.name !== '' || file.bytes.length > 0) ? file : null;
}

/** POST /v2/help/tickets (multipart), and reading a ticket back. */
export const helpTicketsRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  // Scoped to this plugin: other routes keep refusing multipart bodies.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: HELP_TICKET_MAX_FILE_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 30 },
    async onFile(part) {
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new HttpError(413, FILE_TOO_LARGE_MESSAGE);
        }
        throw error;
      }
      part.value = new UploadedFile(part.filename, part.mimetype, bytes);
    },
  });

  /** The ticket when the caller sent it or is a super admin; 404 otherwise, as for a missing one. */
  async function readableTicket(request: FastifyRequest<{ Params: { id: number } }>) {
    const user = currentUser(request);
    const found = await findTicket(db, request.params.id);
    if (!found || (found.userId !== user.sub && !user.roles.includes(ROLES.superAdmin))) {
      throw notFound(TICKET_NOT_FOUND_MESSAGE);
    }
    return found.ticket;
  }

  app.post<{ Body: TicketBody; Reply: HelpTicket }>(
    '/v2/help/tickets',
    // onRequest, not preHandler: an anonymous upload is refused before its body is read.
    { schema: createTicketSchema, onRequest: app.authenticate },
    async (request, reply) => {
      const { body } = request;
      const ticket = await insertTicket(db, {
        userId: currentUser(request).sub,
        email: body.email.trim(),
        title: body.title.trim(),
        message: body.message,
        name: body.name.trim(),
        company: (body.company ?? '').trim(),
        country: body.country.trim(),
        messageType: body.messageType,
        file: uploadedFile(body),
      });
      return reply.code(201).send(ticket);
    },
  );

  app.get<{ Params: { id: number }; Reply: HelpTicket }>(
    '/v2/help/tickets/:id',
    { schema: getTicketSchema, preHandler: app.authenticate },
    readableTicket,
  );

  app.get<{ Params: { id: number } }>(
    '/v2/help/tickets/:id/file',
    { schema: getTicketFileSchema, preHandler: app.authenticate },
    async (request, reply) => {
      const ticket = await readableTicket(request);
      const file = ticket.file ? await findTicketFile(db, ticket.id) : null;
      if (!file) throw notFound('This help ticket has no file');
      return (
        reply
          .header('content-type', file.mimeType || 'application/octet-stream')
          .header('content-disposition', attachmentDisposition(file.name))
          // The stored type is whatever the browser said: never let it be sniffed into HTML.
          .header('x-content-type-options', 'nosniff')
          .send(Buffer.from(file.bytes))
      );
    },
  );
};
