import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/database';
import { ROLES } from '../../lib/contracts';
import { currentUser, requireRole } from '../auth/authenticate';
import { requestLanguage } from '../users/request-language';
import { firstAuthorizedSearch } from '../market-search/market-search';
import { gallerySchema } from './gallery-schemas';
import { galleryPage } from './gallery-service';

/** POST /v2/gallery/{page}/{limit}: the Campaigns page. */
export const galleryRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/v2/gallery/:page/:limit',
    { schema: gallerySchema, preHandler: [app.authenticate, app.requireAcceptedTerms, requireRole(ROLES.campaign)] },
    async (request, reply) => {
      const search = firstAuthorizedSearch(currentUser(request), request.body);
      const { page, limit } = request.params;
      const { unique, sort, newInPeriod } = request.query;
      const lang = await requestLanguage(db, request);
      return app.marketAnswers.send(request, reply, () =>
        galleryPage(db, search, { page, limit, lang, unique: unique === 1, sort, newInPeriod: newInPeriod === 1 }),
      );
    },
  );
};
