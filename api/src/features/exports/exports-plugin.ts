import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database';
import { ddsRoutes } from './dds-routes';
import { exportFileRoutes } from './export-file-routes';
import { exportRoutes } from './export-routes';
import { galleryExportRoutes } from './gallery-export-routes';

/** Every export route: the files, their download link, the mail variants and 'dds without capture'. */
export const exportsPlugin: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.register(exportRoutes, { db });
  app.register(galleryExportRoutes, { db });
  app.register(exportFileRoutes, { db });
  app.register(ddsRoutes, { db });
};
