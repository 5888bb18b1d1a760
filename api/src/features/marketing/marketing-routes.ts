import type { FastifyPluginAsync } from 'fastify';
import type { MarketingRecordsResponse, MarketingSignupRequest, MarketingSignupResponse } from 'shared-contracts';
import type { Database } from '../../db/database';
import { attachmentDisposition } from '../../lib/content-disposition';
import { notFound } from '../../lib/http-errors';
import { flagSvg } from './flags';
import { findDocument, insertSignup, listRecords } from './marketing-repository';
import { documentSchema, flagSchema, recordsSchema, signupSchema } from './marketing-schemas';

/**
 * The public marketing area's data: the default of the "records table" and "mailing list"
 * services the spec calls (docs/decisions.md#external-services-of-the-spec). No route here authenticates.
 */
export const marketingRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get<{ Querystring: { country?: string }; Reply: MarketingRecordsResponse }>(
    '/v2/marketing/records',
    { schema: recordsSchema },
    async (request) => ({ records: await listRecords(db, request.query.country?.toUpperCase() ?? null) }),
  );

  app.get<{ Params: { id: number } }>('/v2/marketing/docs/:id', { schema: documentSchema }, async (request, reply) => {
    const document = await findDocument(db, request.params.id);
    if (!document) throw notFound('Document not found');
    return reply
      .header('content-type', document.mimeType)
      .header('content-disposition', attachmentDisposition(document.fileName))
      .header('cache-control', 'public, max-age=3600')
      .send(Buffer.from(document.bytes));
  });

  app.get<{ Params: { country: string } }>(
    '/v2/marketing/flags/:country',
    { schema: flagSchema },
    async (request, reply) =>
      reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(flagSvg(request.params.country.toUpperCase())),
  );

  app.post<{ Body: MarketingSignupRequest; Reply: MarketingSignupResponse }>(
    '/v2/marketing/signup',
    { schema: signupSchema },
    async (request, reply) => {
      const added = await insertSignup(db, request.body);
      return added
        ? reply.code(201).send({ status: 'subscribed' })
        : reply.code(200).send({ status: 'already-subscribed' });
    },
  );
};
