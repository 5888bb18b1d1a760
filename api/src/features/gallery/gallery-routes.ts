import type { FastifyPluginAsync } from 'fastify';
import type { GalleryResponse, Language, MarketSearchBody } from 'shared-contracts';
import type { Database } from '../../db/database';
import { ROLES } from '../../lib/contracts';
import { currentUser, requireRole } from '../auth/authenticate';
import { requestLanguage } from '../users/request-language';
import { firstAuthorizedSearch } from '../market-search/market-search';
import { gallerySchema } from './gallery-schemas';
import { galleryPage } from './gallery-service';

interface GalleryRoute {
  Params: { page: number; limit: number };
  Querystring: { unique: 0 | 1; lang?: Language };
  Body: MarketSearchBody;
  Reply: GalleryResponse;
}

/** POST /v2/gallery/{page}/{limit}: the Campaigns page. */
export const galleryRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.post<GalleryRoute>(
    '/v2/gallery/:page/:limit',
    { schema: gallerySchema, preHandler: [app.authenticate, requireRole(ROLES.campaign)] },
    async (request, reply) => {
      const search = firstAuthorizedSearch(currentUser(request), request.body);
      const { page, limit } = request.params;
      const lang = await requestLanguage(db, request);
      return app.marketAnswers.send(request, reply, () =>
        galleryPage(db, search, { page, limit, unique: request.query.unique === 1, lang }),
      );
    },
  );
};
