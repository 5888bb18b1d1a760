import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CompareRequest, CompareResponse, ExportLinkResponse } from 'shared-contracts/schemas';
import type { Database } from '../../db/database';
import { errorResponses } from '../../plugins/schemas';
import { currentUser } from '../auth/authenticate';
import { exportFileHref, storeExportFile } from '../exports/export-files-repository';
import { refuseDemo } from '../exports/export-rules';
import { readSearches } from '../market-search/market-search';
import { compareRights, requireCompareRole } from './compare-access';
import { COMPARE_EXCEL_TYPE, compareFileName, compareWorkbook } from './compare-excel';
import { checkComparedEntities, compareParamsSchema, compareQuerySchema } from './compare-schemas';
import { compareEntities } from './compare-service';

export const compareRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/v2/compare/:dimension',
    {
      preValidation: checkComparedEntities,
      preHandler: [app.authenticate, app.requireAcceptedTerms, requireCompareRole],
      schema: {
        tags: ['compare'],
        operationId: 'compareEntities',
        summary:
          'Compare 2 to 20 advertisers, publishers or industries: shares, spend, mix, trend and creatives per country and in total',
        description:
          'For the Share of Voice or the investment role. The search filter on the compared dimension is ignored. ' +
          'Spend follows Real-Time Spend (investment role, more than 14 days, not VE or US; spendUnavailable says ' +
          'why a column has none); the latest creatives need the campaigns role.',
        security: [{ bearer: [] }],
        params: compareParamsSchema,
        querystring: compareQuerySchema,
        body: CompareRequest,
        response: { 200: CompareResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const claims = currentUser(request);
      // The Share of Voice call's checks: countries of the token, the range rules, the demo window.
      const searches = readSearches(claims, request.body.search);
      return app.marketAnswers.send(request, reply, () =>
        compareEntities(db, {
          dimension: request.params.dimension,
          searches,
          requests: request.body.search,
          entityIds: request.body.entities,
          lang: request.query.lang,
          rights: compareRights(claims),
        }),
      );
    },
  );

  app.post(
    '/v2/compare/:dimension/excel',
    {
      preValidation: checkComparedEntities,
      // The demo check runs before the role check, as the exports': a demo user is told exports are off.
      preHandler: [
        app.authenticate,
        app.requireAcceptedTerms,
        async (request) => refuseDemo(currentUser(request)),
        requireCompareRole,
      ],
      schema: {
        tags: ['compare'],
        operationId: 'exportCompareExcel',
        summary: 'The comparison of POST /v2/compare/{dimension} as an Excel workbook, a sheet per block: its link',
        description:
          'The same body, rights and figures as compareEntities, in the language asked: Figures (each country, then ' +
          'the total; a spend note where a column has no spend), Trend, Formats, Platforms, the top list and, with ' +
          'the campaigns role, the latest creatives (without their addresses), then About. Not for the demo role. ' +
          'Answers where the file is, as every export does (GET /exports/files/{token}).',
        security: [{ bearer: [] }],
        params: compareParamsSchema,
        querystring: compareQuerySchema,
        body: CompareRequest,
        response: { 200: ExportLinkResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const claims = currentUser(request);
      const searches = readSearches(claims, request.body.search);
      const { dimension } = request.params;
      const { lang } = request.query;
      // The JSON call's computation: the file holds the figures the page shows.
      const answer = await compareEntities(db, {
        dimension,
        searches,
        requests: request.body.search,
        entityIds: request.body.entities,
        lang,
        rights: compareRights(claims),
      });
      const bytes = await compareWorkbook(db, answer, searches, lang);
      const name = compareFileName(dimension, searches);
      const token = await storeExportFile(db, claims.sub, { name, contentType: COMPARE_EXCEL_TYPE, bytes });
      return { _links: { self: { href: exportFileHref(token) } } };
    },
  );
};
