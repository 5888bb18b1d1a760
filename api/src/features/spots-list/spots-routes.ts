import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/database';
import { ROLES } from '../../lib/contracts';
import { currentUser, requireRole } from '../auth/authenticate';
import { requestLanguage } from '../users/request-language';
import { galleryPage } from '../gallery/gallery-service';
import { firstAuthorizedSearch } from '../market-search/market-search';
import { spotsListSchema } from './spots-schemas';
import { countSpotRows, findSpots } from './spots-repository';

/** POST /v2/spots/{page}/{limit}?grouped=0|1: the Spots List page. */
export const spotsListRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/v2/spots/:page/:limit',
    { schema: spotsListSchema, preHandler: [app.authenticate, app.requireAcceptedTerms, requireRole(ROLES.campaign)] },
    async (request, reply) => {
      const search = firstAuthorizedSearch(currentUser(request), request.body);
      const { page, limit } = request.params;
      const lang = await requestLanguage(db, request);
      return app.marketAnswers.send(request, reply, async () => {
        // The grouped switch lists campaigns: the gallery's cards, one per campaign.
        if (request.query.grouped === 1) return galleryPage(db, search, { page, limit, unique: false, lang });
        const [total, items] = await Promise.all([
          countSpotRows(db, search),
          findSpots(db, search, { offset: (page - 1) * limit, limit }, lang),
        ]);
        return { items, metadata: { total } };
      });
    },
  );
};
