import type { FastifyPluginAsync } from 'fastify';
import type { DdsWithoutCaptureRequest, ReportRequestedResponse } from 'shared-contracts';
import type { Database } from '../../db/database';
import { DDS_FAILURE_MESSAGE, ROLES } from '../../lib/contracts';
import { badRequest, HttpError } from '../../lib/http-errors';
import { currentUser, requireRole } from '../auth/authenticate';
import { enqueueEmail } from '../outbox/outbox-repository';
import { authorizeSearch } from '../market-search/market-search';
import { normaliseDate } from './export-query';
import { EXPORT_MESSAGES, longerThanMonths } from './export-rules';
import { ddsWithoutCaptureSchema } from './export-schemas';
import { renderCsv } from './render/csv';
import { spotsWithoutCapture } from './reports/dds-report';
import { REPORT_TEXTS } from './reports/report-texts';
import { requestLanguage } from '../users/request-language';

/** POST /v2/ddsWithoutCapture (super admin): the CSV goes to the caller by e-mail (the outbox). */
export const ddsRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.post<{ Body: DdsWithoutCaptureRequest; Reply: ReportRequestedResponse }>(
    '/v2/ddsWithoutCapture',
    {
      schema: ddsWithoutCaptureSchema,
      preHandler: [app.authenticate, app.requireAcceptedTerms, requireRole(ROLES.superAdmin)],
    },
    async (request) => {
      const claims = currentUser(request);
      const searches = request.body.map((entry) =>
        authorizeSearch(claims, {
          country: entry.country,
          since: normaliseDate(entry.since, 'since'),
          until: normaliseDate(entry.until, 'until'),
          filters: {},
        }),
      );
      if (searches.some((search) => longerThanMonths(search, 12))) throw badRequest(EXPORT_MESSAGES.rangeOverYear);
      try {
        // Mailed, so in the request's `lang`, else the super admin's saved language.
        const lang = await requestLanguage(db, request);
        const sheet = await spotsWithoutCapture(db, searches, lang);
        const first = searches[0];
        const name = `dds-without-capture-${first?.country ?? ''}-${first?.since ?? ''}-${first?.until ?? ''}.csv`;
        await enqueueEmail(db, {
          to: claims.username,
          subject: REPORT_TEXTS[lang].dds.subject,
          body: REPORT_TEXTS[lang].dds.body(sheet.rows.length),
          kind: 'dds-without-capture',
          attachment: { name, bytes: renderCsv(sheet) },
        });
        return { status: 'ok', message: `The report is being generated and will be e-mailed to ${claims.username}.` };
      } catch (error) {
        // The spec's own text for this request's failure; the cause is logged, not shown.
        request.log.error({ err: error }, 'dds without capture failed');
        throw new HttpError(500, DDS_FAILURE_MESSAGE);
      }
    },
  );
};
