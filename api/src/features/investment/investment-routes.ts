import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { InvestmentResponse, MarketSearchBody } from 'shared-contracts/schemas';
import type { Database } from '../../db/database';
import { errorResponses } from '../../plugins/schemas';
import { currentUser } from '../auth/authenticate';
import { readSearches } from '../market-search/market-search';
import { breakdownQuerySchema, dimensionParamsSchema } from '../share-of-voice/market-schemas';
import { shareOfInvestment } from './investment-service';
import { requireSpend } from './spend-access';

export const investmentRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/v2/soi/:type',
    {
      preHandler: [app.authenticate, app.requireAcceptedTerms, requireSpend],
      schema: {
        tags: ['investment'],
        summary:
          'Share of investment (amount in local currency, prints) per label, per country; more than 14 days, not VE/US',
        security: [{ bearer: [] }],
        params: dimensionParamsSchema,
        querystring: breakdownQuerySchema,
        body: MarketSearchBody,
        response: { 200: InvestmentResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const searches = readSearches(currentUser(request), request.body, {
        unfiltered: request.query.unfiltered === 1,
        moreThanFourteenDays: true,
        investmentCountriesOnly: true,
      });
      return app.marketAnswers.send(request, reply, () =>
        shareOfInvestment(db, searches, request.params.type, {
          lang: request.query.lang,
          snap: request.query.snap === 1,
          basis: request.query.basis,
        }),
      );
    },
  );
};
