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
import { seesSpend } from '../investment/spend-access';
import { authorizeSearch, type MarketSearch } from '../market-search/market-search';
import { countSpots } from '../spots-list/spots-repository';
import { requestLanguage } from '../users/request-language';
import type { CreativeSigner } from '../creatives/creative-signatures';
import { fileCreativeLinks } from './creative-links';
import { exportFileHref, storeExportFile } from './export-files-repository';
import {
  countrySearchesFromMailBody,
  countrySearchesFromQuery,
  type Countries,
  type ExportQuery,
} from './export-query';
import { checkExportRules, EXPORT_FORMATS, EXPORT_TYPES, refuseDemo } from './export-rules';
import { exportMailSchema, exportSchema } from './export-schemas';
import { renderReport, type ExportJob } from './export-service';
import { countriesReport } from './reports/country-reports';
import { REPORT_TEXTS } from './reports/report-texts';

/**
 * Checks the caller and each country's search on its own, and refuses an export with no spots in
 * any country (docs/product.md#exports): a country without spots keeps its empty tables.
 */
async function prepareJobs(
  db: Database,
  signer: CreativeSigner,
  request: FastifyRequest,
  type: ExportType,
  format: ExportFormat,
  [first, ...others]: Countries<MarketSearch>,
  snapType: ExportQuery['type'],
): Promise<Countries<ExportJob>> {
  const claims = currentUser(request);
  const lang = await requestLanguage(db, request);
  refuseDemo(claims);
  const creativeLink = fileCreativeLinks(signer, claims.sub);
  const check = (unchecked: MarketSearch): ExportJob => {
    const search = authorizeSearch(claims, unchecked);
    checkExportRules(claims, type, format, search);
    const withSpend = seesSpend(claims);
    return { type, format, search, snapType: snapType ?? 'industries', lang, withSpend, creativeLink };
  };
  const jobs: Countries<ExportJob> = [check(first), ...others.map(check)];
  let spots = 0;
  for (const job of jobs) spots += await countSpots(db, job.search);
  if (spots === 0) throw notFound(NO_DATA_MESSAGE);
  return jobs;
}

/** GET /{type}/export/{format} and its mail variant, for each export type. */
export const exportRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  for (const type of EXPORT_TYPES) {
    app.get<{ Params: { format: ExportFormat }; Querystring: ExportQuery; Reply: ExportLinkResponse }>(
      `/${type}/export/:format`,
      { schema: exportSchema(type, EXPORT_FORMATS[type]), preHandler: [app.authenticate, app.requireAcceptedTerms] },
      async (request) => {
        const { query, params } = request;
        const searches = countrySearchesFromQuery(query);
        const jobs = await prepareJobs(db, app.creativeSigner, request, type, params.format, searches, query.type);
        const file = await renderReport(await countriesReport(db, jobs), params.format);
        const token = await storeExportFile(db, currentUser(request).sub, file);
        return { _links: { self: { href: exportFileHref(token) } } };
      },
    );

    app.post<{ Params: { format: ExportFormat }; Body: ExportMailRequest; Reply: ReportRequestedResponse }>(
      `/${type}/export/:format/mail`,
      { schema: exportMailSchema(type), preHandler: [app.authenticate, app.requireAcceptedTerms] },
      async (request) => {
        const { body, params } = request;
        const searches = countrySearchesFromMailBody(body);
        const jobs = await prepareJobs(db, app.creativeSigner, request, type, params.format, searches, body.type);
        const report = await countriesReport(db, jobs);
        const file = await renderReport(report, params.format);
        const [{ search, lang }] = jobs;
        const codes = jobs.map((job) => job.search.country).join(', ');
        const mail = REPORT_TEXTS[lang].mail;
        await enqueueEmail(db, {
          to: currentUser(request).username,
          subject: mail.subject(report.title, codes, search.since, search.until),
          body: `${mail.body(file.name)}\n\n${report.context.join('\n')}`,
          kind: 'export',
          attachment: { name: file.name, bytes: file.bytes },
        });
        return { status: 'ok' };
      },
    );
  }
};
