import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/http-errors';
import { findExportFile } from './export-files-repository';
import { exportFileSchema } from './export-schemas';

export const EXPORT_LINK_EXPIRED_MESSAGE = 'This download link is unknown or has expired';

/** RFC 6266: a plain ASCII fallback and the exact UTF-8 name. */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** GET /exports/files/{token}: the file of an export link (no bearer: the link is the credential). */
export const exportFileRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get<{ Params: { token: string } }>(
    '/exports/files/:token',
    { schema: exportFileSchema },
    async (request, reply) => {
      const file = await findExportFile(db, request.params.token);
      if (!file) throw notFound(EXPORT_LINK_EXPIRED_MESSAGE);
      return reply
        .header('content-disposition', contentDisposition(file.name))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .type(file.contentType)
        .send(Buffer.from(file.bytes));
    },
  );
};
