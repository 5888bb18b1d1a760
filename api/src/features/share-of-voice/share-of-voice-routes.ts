import type { FastifyPluginAsync } from 'fastify';
import type { BreakdownDimension, Language, MarketSearchBody, ShareOfVoiceResponse } from 'shared-contracts';
import type { Database } from '../../db/database';
import { ROLES } from '../../lib/contracts';
import { errorResponses } from '../../plugins/schemas';
import { currentUser, requireRole } from '../auth/authenticate';
import { readSearches } from '../market-search/market-search';
import { marketSearchBodySchema } from '../market-search/market-search-schema';
import {
  breakdownQuerySchema,
  dimensionParamsSchema,
  nullableNumber,
  pieSliceSchema,
  seriesPointSchema,
} from './market-schemas';
import { shareOfVoice } from './share-of-voice-service';

const shareOfVoiceResponseSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      country: { type: 'string' },
      tableData: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: { type: 'integer' },
            label: { type: 'string' },
            viewability: nullableNumber,
            percentage: { type: 'number' },
            total: { type: 'integer' },
            prints: { type: 'number' },
          },
          required: ['id', 'label', 'viewability', 'percentage', 'total', 'prints'],
        },
      },
      pieData: { type: 'array', items: pieSliceSchema },
      mediaData: { type: 'array', items: seriesPointSchema },
      mediaCategories: { type: 'array', items: { type: 'string' } },
      mediaShares: {
        type: 'array',
        items: pieSliceSchema,
        description: 'Share of spots per media (platform; format on the platforms tab) over every spot searched',
      },
      trendingSoV: { type: 'array', items: seriesPointSchema },
    },
    required: ['country', 'tableData', 'pieData', 'mediaData', 'mediaCategories', 'mediaShares', 'trendingSoV'],
  },
} as const;

export interface BreakdownQuery {
  snap: 0 | 1;
  lang: Language;
  unfiltered: 0 | 1;
}

export const shareOfVoiceRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.post<{
    Params: { type: BreakdownDimension };
    Querystring: BreakdownQuery;
    Body: MarketSearchBody;
    Reply: ShareOfVoiceResponse;
  }>(
    '/v2/sov/:type',
    {
      preHandler: [app.authenticate, requireRole(ROLES.shareOfVoice)],
      schema: {
        tags: ['share of voice'],
        summary: 'Share of spots per label of a dimension, per country (unfiltered=1 keeps only country and dates)',
        security: [{ bearer: [] }],
        params: dimensionParamsSchema,
        querystring: breakdownQuerySchema,
        body: marketSearchBodySchema,
        response: { 200: shareOfVoiceResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const searches = readSearches(currentUser(request), request.body, { unfiltered: request.query.unfiltered === 1 });
      return app.marketAnswers.send(request, reply, () =>
        shareOfVoice(db, searches, request.params.type, { lang: request.query.lang, snap: request.query.snap === 1 }),
      );
    },
  );
};
