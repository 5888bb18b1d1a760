import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {
  ExportFormat,
  ExportLinkResponse,
  ExportMailRequest,
  ExportType,
  ReportRequestedResponse,
} from 'shared-contracts';
import type { Database } from '../../db/database';
import { NO_DATA_MESSAGE } from '../../lib/contracts';
import { notFound } from '../../lib/http-errors';
import { currentUser } from '../auth/authenticate';
import { enqueueEmail } from '../outbox/outbox-repository';
import { authorizeSearch, type MarketSearch } from '../market-search/market-search';
import { countSpots } from '../spots-list/spots-repository';
import { requestLanguage } from '../users/request-language';
import { exportFileHref, storeExportFile } from './export-files-repository';
import { searchFromMailBody, searchFromQuery, type ExportQuery } from './export-query';
import { checkExportRules, EXPORT_FORMATS, EXPORT_TYPES, refuseDemo } from './export-rules';
import { exportMailSchema, exportSchema } from './export-schemas';
import { buildReport, renderReport, type ExportJob } from './export-service';
import { REPORT_TEXTS } from './reports/report-texts';

/** Checks the caller and the search, and refuses an empty search (docs/product.md#exports). */
async function prepareJob(
  db: Database,
  request: FastifyRequest,
  type: ExportType,
  format: ExportFormat,
  unchecked: MarketSearch,
  snapType: ExportQuery['type'],
): Promise<ExportJob> {
  const claims = currentUser(request);
  const lang = await requestLanguage(db, request);
  refuseDemo(claims);
  const search = authorizeSearch(claims, unchecked);
  checkExportRules(claims, type, format, search);
  if ((await countSpots(db, search)) === 0) throw notFound(NO_DATA_MESSAGE);
  return { type, format, search, snapType: snapType ?? 'industries', lang };
}

/** GET /{type}/export/{format} and its mail variant, for each export type. */
export const exportRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  for (const type of EXPORT_TYPES) {
    app.get<{ Params: { format: ExportFormat }; Querystring: ExportQuery; Reply: ExportLinkResponse }>(
      `/${type}/export/:format`,
      { schema: exportSchema(type, EXPORT_FORMATS[type]), preHandler: app.authenticate },
      async (request) => {
        const query = request.query;
        const job = await prepareJob(db, request, type, request.params.format, searchFromQuery(query), query.type);
        const file = await renderReport(await buildReport(db, job), job.format);
        const token = await storeExportFile(db, currentUser(request).sub, file);
        return { _links: { self: { href: exportFileHref(token) } } };
      },
    );

    app.post<{ Params: { format: ExportFormat }; Body: ExportMailRequest; Reply: ReportRequestedResponse }>(
      `/${type}/export/:format/mail`,
      { schema: exportMailSchema(type), preHandler: app.authenticate },
      async (request) => {
        const body = request.body;
        const job = await prepareJob(db, request, type, request.params.format, searchFromMailBody(body), body.type);
        const report = await buildReport(db, job);
        const file = await renderReport(report, job.format);
        const mail = REPORT_TEXTS[job.lang].mail;
        await enqueueEmail(db, {
          to: currentUser(request).username,
          subject: mail.subject(report.title, job.search.country, job.search.since, job.search.until),
          body: `${mail.body(file.name)}\n\n${report.context.join('\n')}`,
          kind: 'export',
          attachment: { name: file.name, bytes: file.bytes },
        });
        return { status: 'ok' };
      },
    );
  }
};
