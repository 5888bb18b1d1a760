import type { FastifyPluginAsync } from 'fastify';
import type { Language, MarketingRecordsResponse } from 'shared-contracts';
import type { Database } from '../../db/database';
import { attachmentDisposition } from '../../lib/content-disposition';
import { notFound } from '../../lib/http-errors';
import { COUNTRY_REPORT_TEXTS } from './country-reports/country-report-texts';
import { countryReportRecords } from './country-reports/country-report-records';
import { createCountryReports } from './country-reports/country-reports';
import { flagSvg } from './flags';
import { findDocument, listRecords } from './marketing-repository';
import { countryReportSchema, documentSchema, flagSchema, recordsSchema } from './marketing-schemas';
import { signupRoutes } from './signup-routes';
import { createUnsubscribeTokens } from './unsubscribe-token';

export interface MarketingRoutesOptions {
  db: Database;
  /** The public pages' origin, for the links of the mails to signed-up visitors (`APP_URL`). */
  appUrl: string;
  /** The API's secret, which the unsubscribe links are signed under (a key derived from it). */
  secret: string;
}

/**
 * The public marketing area's data: the default of the "records table" and "mailing list"
 * services the spec calls (docs/decisions.md#external-services-of-the-spec), and the country
 * reports made from the market. No route here authenticates.
 */
export const marketingRoutes: FastifyPluginAsync<MarketingRoutesOptions> = async (app, { db, appUrl, secret }) => {
  app.register(signupRoutes, { db, links: { appUrl, tokens: createUnsubscribeTokens(secret) } });
  const reports = createCountryReports(db, `${appUrl}/marketing/signup`);

  app.get<{ Querystring: { country?: string; lang: Language }; Reply: MarketingRecordsResponse }>(
    '/v2/marketing/records',
    { schema: recordsSchema },
    async (request) => {
      const country = request.query.country?.toUpperCase() ?? null;
      // Filtered after they are made: a report's id is its country's place in the whole market.
      const made = countryReportRecords(await reports.countries(), request.query.lang);
      const ofCountry = made.filter((record) => country === null || record.Country === country);
      return { records: [...ofCountry, ...(await listRecords(db, country))] };
    },
  );

  app.get<{ Params: { country: string }; Querystring: { lang: Language } }>(
    '/v2/marketing/reports/:country',
    { schema: countryReportSchema },
    async (request, reply) => {
      const code = request.params.country.toUpperCase();
      const { lang } = request.query;
      const country = (await reports.countries()).find((entry) => entry.code === code);
      if (!country) throw notFound(`There is no report of ${code}: it is not a country of the market`);
      const pdf = await reports.pdf(country, lang);
      const name = [COUNTRY_REPORT_TEXTS[lang].fileName, code.toLowerCase(), country.period?.month, lang];
      return (
        reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', attachmentDisposition(`${name.filter(Boolean).join('-')}.pdf`))
          // Short: a market load makes a new report, which a browser should not miss for long.
          .header('cache-control', 'public, max-age=300')
          .send(Buffer.from(pdf))
      );
    },
  );

  app.get<{ Params: { id: number } }>('/v2/marketing/docs/:id', { schema: documentSchema }, async (request, reply) => {
    const document = await findDocument(db, request.params.id);
    if (!document) throw notFound('Document not found');
    return reply
      .header('content-type', document.mimeType)
      .header('content-disposition', attachmentDisposition(document.fileName))
      .header('cache-control', 'public, max-age=3600')
      .send(Buffer.from(document.bytes));
  });

  app.get<{ Params: { country: string } }>(
    '/v2/marketing/flags/:country',
    { schema: flagSchema },
    async (request, reply) =>
      reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(flagSvg(request.params.country.toUpperCase())),
  );
};
