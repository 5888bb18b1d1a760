import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database';
import { creativesRoutes } from '../creatives/creatives-routes';
import { exportsPlugin } from '../exports/exports-plugin';
import { publicSpotCardRoutes } from '../public-spot/public-spot-card-routes';
import { publicSpotImagesRoutes } from '../public-spot/public-spot-images-routes';
import { publicSpotRoutes } from '../public-spot/public-spot-routes';
import { spotsListRoutes } from '../spots-list/spots-routes';
import { campaignRecordRoutes } from './campaign-record-routes';
import { galleryRoutes } from './gallery-routes';

/**
 * The campaigns area in one plugin (one line in app.ts): gallery, a campaign's record, spots list, the public
 * spot (its images and link-preview card), the generated creative images and the exports.
 */
export const campaignFeatureRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.register(galleryRoutes, { db });
  app.register(campaignRecordRoutes, { db });
  app.register(spotsListRoutes, { db });
  app.register(publicSpotRoutes, { db });
  app.register(publicSpotImagesRoutes, { db });
  app.register(publicSpotCardRoutes, { db });
  app.register(creativesRoutes, { db });
  app.register(exportsPlugin, { db });
};
