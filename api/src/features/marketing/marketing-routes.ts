import type { FastifyPluginAsync } from 'fastify';
import type { MarketingRecordsResponse } from 'shared-contracts';
import type { Database } from '../../db/database';
import { attachmentDisposition } from '../../lib/content-disposition';
import { notFound } from '../../lib/http-errors';
import { flagSvg } from './flags';
import { findDocument, listRecords } from './marketing-repository';
import { documentSchema, flagSchema, recordsSchema } from './marketing-schemas';
import { signupRoutes } from './signup-routes';
import { createUnsubscribeTokens } from './unsubscribe-token';

export interface MarketingRoutesOptions {
  db: Database;
  /** The public pages' origin, for the links of the mails to signed-up visitors (`APP_URL`). */
  appUrl: string;
  /** The API's secret, which the unsubscribe links are signed under (a key derived from it). */
  secret: string;
}

/**
 * The public marketing area's data: the default of the "records table" and "mailing list"
 * services the spec calls (docs/decisions.md#external-services-of-the-spec). No route here authenticates.
 */
export const marketingRoutes: FastifyPluginAsync<MarketingRoutesOptions> = async (app, { db, appUrl, secret }) => {
  app.register(signupRoutes, { db, links: { appUrl, tokens: createUnsubscribeTokens(secret) } });

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
};
