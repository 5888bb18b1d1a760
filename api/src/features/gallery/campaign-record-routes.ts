import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Database } from '../../db/database';
import { ROLES } from '../../lib/contracts';
import { notFound } from '../../lib/http-errors';
import { currentUser, requireRole } from '../auth/authenticate';
import { firstAuthorizedSearch } from '../market-search/market-search';
import { requestLanguage } from '../users/request-language';
import { campaignRecordSchema } from './campaign-record-schema';
import { findCards } from './gallery-repository';

/** The answer when the campaign has no spot in the search (or does not exist). */
export const CAMPAIGN_NOT_IN_SEARCH = 'This campaign has no spots in this search.';

/**
 * POST /v2/campaigns/{id}: one campaign's card over the search, the record the more-info dialog
 * shows for a Spots List row (a spot knows its campaign's id, not its card).
 */
export const campaignRecordRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/v2/campaigns/:id',
    {
      schema: campaignRecordSchema,
      preHandler: [app.authenticate, app.requireAcceptedTerms, requireRole(ROLES.campaign)],
    },
    async (request, reply) => {
      const search = firstAuthorizedSearch(currentUser(request), request.body);
      const lang = await requestLanguage(db, request);
      return app.marketAnswers.send(request, reply, async () => {
        const [campaign] = await findCards(db, {
          lang,
          search,
          unique: false,
          offset: 0,
          limit: 1,
          campaignId: request.params.id,
        });
        if (!campaign) throw notFound(CAMPAIGN_NOT_IN_SEARCH);
        return campaign;
      });
    },
  );
};
