import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  MarketSearchBody,
  SnapshotShareResponse,
  SnapshotStatsResponse,
  SnapshotTableResponse,
} from 'shared-contracts/schemas';
import type { Database } from '../../db/database';
import { ROLES } from '../../lib/contracts';
import { forbidden } from '../../lib/http-errors';
import { errorResponses } from '../../plugins/schemas';
import { currentUser, requireRole } from '../auth/authenticate';
import { requestSeesSpend, requireSpend } from '../investment/spend-access';
import type { Measure } from '../share-of-voice/breakdown';
import { firstSearch, readSearches, type MarketSearch } from '../market-search/market-search';
import { SNAPSHOT_PAGE_SIZE, langQuerySchema, snapTypeParamsSchema, tableParamsSchema } from './snapshots-schemas';
import { snapshotShares, snapshotStats, snapshotTable } from './snapshots-service';

/**
 * The snapshot's single country (the first entry, all checked), with the snapshot rules: more
 * than 14 days, at most 3 months unless super admin, 12 months overall, not VE/US.
 */
function snapshotSearch(request: FastifyRequest, body: MarketSearchBody): MarketSearch {
  return firstSearch(
    readSearches(currentUser(request), body, {
      moreThanFourteenDays: true,
      snapshotLimit: true,
      investmentCountriesOnly: true,
    }),
  );
}

const base = (summary: string) => ({
  tags: ['snapshots'],
  summary,
  security: [{ bearer: [] }],
  body: MarketSearchBody,
});

/** `measure: 'amount'` is a call only about spend: it needs the investment role, as `/v2/soi`. */
const SHARE_ROUTES: readonly {
  path: string;
  dimension: 'platforms' | 'sources' | 'publishers';
  measure: Measure;
  summary: string;
}[] = [
  { path: '/v2/snapshots/platforms', dimension: 'platforms', measure: 'spots', summary: 'Share of spots per platform' },
  { path: '/v2/snapshots/sources', dimension: 'sources', measure: 'spots', summary: 'Share of spots per source' },
  {
    path: '/v2/snapshots/publishers/sov',
    dimension: 'publishers',
    measure: 'spots',
    summary: 'Share of spots: top 10 publishers and Others',
  },
  {
    path: '/v2/snapshots/publishers/soi',
    dimension: 'publishers',
    measure: 'amount',
    summary: 'Share of amount: top 10 publishers and Others (needs ROLE_FEATURE_INVESTMENT)',
  },
];

export const snapshotsRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const preHandler = [app.authenticate, app.requireAcceptedTerms, requireRole(ROLES.shareOfVoice)];

  app.post(
    '/v2/snapshots/table/:type/:page/:limit',
    {
      preHandler,
      schema: {
        ...base(
          'One page of the snapshot table (limit 20; up to 50000 for the download, not for the demo role); amounts only with ROLE_FEATURE_INVESTMENT',
        ),
        params: tableParamsSchema,
        querystring: langQuerySchema,
        response: { 200: SnapshotTableResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const search = snapshotSearch(request, request.body);
      if (request.params.limit > SNAPSHOT_PAGE_SIZE && currentUser(request).roles.includes(ROLES.demo)) {
        throw forbidden('Snapshot downloads are not available for the demo role');
      }
      return app.marketAnswers.send(request, reply, () =>
        snapshotTable(
          db,
          search,
          request.params.type,
          { page: request.params.page, limit: request.params.limit },
          { lang: request.query.lang, withSpend: requestSeesSpend(request) },
        ),
      );
    },
  );

  app.post(
    '/v2/snapshots/stats/:type',
    {
      preHandler,
      schema: {
        ...base(
          'Publishers (or advertisers for publishers) count, pViewability and spend per day (adSpend only with ROLE_FEATURE_INVESTMENT)',
        ),
        params: snapTypeParamsSchema,
        querystring: langQuerySchema,
        response: { 200: SnapshotStatsResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const search = snapshotSearch(request, request.body);
      const withSpend = requestSeesSpend(request);
      return app.marketAnswers.send(request, reply, () =>
        snapshotStats(db, search, request.params.type, { withSpend }),
      );
    },
  );

  for (const route of SHARE_ROUTES) {
    app.post(
      route.path,
      {
        preHandler: route.measure === 'amount' ? [...preHandler, requireSpend] : preHandler,
        schema: {
          ...base(route.summary),
          querystring: langQuerySchema,
          response: { 200: SnapshotShareResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const search = snapshotSearch(request, request.body);
        return app.marketAnswers.send(request, reply, () =>
          snapshotShares(db, search, route.dimension, route.measure, {
            lang: request.query.lang,
            withSpend: requestSeesSpend(request),
          }),
        );
      },
    );
  }
};
