import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database';
import { audiencesRoutes } from '../audiences/audiences-routes';
import { catalogRoutes } from '../catalog/catalog-routes';
import { compareRoutes } from '../compare/compare-routes';
import { dataAsOfRoutes } from '../data-as-of/data-as-of-routes';
import { investmentRoutes } from '../investment/investment-routes';
import { ratesRoutes } from '../rates/rates-routes';
import { snapshotsRoutes } from '../snapshots/snapshots-routes';
import { shareOfVoiceRoutes } from './share-of-voice-routes';

/** The market and its analytics: one registration in app.ts for these features. */
export const marketAnalyticsFeatures: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.register(shareOfVoiceRoutes, { db });
  app.register(investmentRoutes, { db });
  app.register(snapshotsRoutes, { db });
  app.register(compareRoutes, { db });
  app.register(audiencesRoutes, { db });
  app.register(catalogRoutes, { db });
  app.register(ratesRoutes, { db });
  app.register(dataAsOfRoutes, { db });
};
