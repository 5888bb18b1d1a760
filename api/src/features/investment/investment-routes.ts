import type { FastifyPluginAsync } from 'fastify';
import type { BreakdownDimension, InvestmentResponse, MarketSearchBody } from 'shared-contracts';
import type { Database } from '../../db/database';
import { ROLES } from '../../lib/contracts';
import { errorResponses } from '../../plugins/schemas';
import { currentUser, requireRole } from '../auth/authenticate';
import { readSearches } from '../market-search/market-search';
import { marketSearchBodySchema } from '../market-search/market-search-schema';
import {
  breakdownQuerySchema,
  dimensionParamsSchema,
  pieSliceSchema,
  seriesPointSchema,
} from '../share-of-voice/market-schemas';
import type { BreakdownQuery } from '../share-of-voice/share-of-voice-routes';
import { shareOfInvestment } from './investment-service';

const investmentResponseSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      country: { type: 'string' },
      currency: { type: 'string' },
      tableData: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: { type: 'integer' },
            label: { type: 'string' },
            percentage: { type: 'number' },
            prints: { type: 'number' },
            amount: { type: 'number' },
          },
          required: ['id', 'label', 'percentage', 'prints', 'amount'],
        },
      },
      pieData: { type: 'array', items: pieSliceSchema },
      mediaDataAmount: { type: 'array', items: seriesPointSchema },
      mediaDataPrints: { type: 'array', items: seriesPointSchema },
      mediaCategories: { type: 'array', items: { type: 'string' } },
      trendingSoI: { type: 'array', items: seriesPointSchema },
    },
    required: [
      'country',
      'currency',
      'tableData',
      'pieData',
      'mediaDataAmount',
      'mediaDataPrints',
      'mediaCategories',
      'trendingSoI',
    ],
  },
} as const;

export const investmentRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.post<{
    Params: { type: BreakdownDimension };
    Querystring: BreakdownQuery;
    Body: MarketSearchBody;
    Reply: InvestmentResponse;
  }>(
    '/v2/soi/:type',
    {
      preHandler: [app.authenticate, requireRole(ROLES.investment)],
      schema: {
        tags: ['investment'],
        summary:
          'Share of investment (amount in local currency, prints) per label, per country; more than 14 days, not VE/US',
        security: [{ bearer: [] }],
        params: dimensionParamsSchema,
        querystring: breakdownQuerySchema,
        body: marketSearchBodySchema,
        response: { 200: investmentResponseSchema, ...errorResponses(400, 401, 403, 404) },
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
        }),
      );
    },
  );
};
