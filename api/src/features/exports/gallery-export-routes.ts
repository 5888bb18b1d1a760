import type { FastifyPluginAsync } from 'fastify';
import type { ExportLinkResponse, GallerySort } from 'shared-contracts';
import type { Database } from '../../db/database';
import { NO_DATA_MESSAGE, ROLES } from '../../lib/contracts';
import { badRequest, notFound } from '../../lib/http-errors';
import { currentUser, requireRole } from '../auth/authenticate';
import { svgForImageUrl } from '../creatives/creative-images';
import { galleryPage } from '../gallery/gallery-service';
import { requestLanguage } from '../users/request-language';
import { authorizeSearch } from '../market-search/market-search';
import { exportFileHref, storeExportFile } from './export-files-repository';
import { searchFromQuery, type ExportQuery } from './export-query';
import { longerThanMonths, EXPORT_MESSAGES, refuseDemo } from './export-rules';
import { galleryExportSchema } from './export-schemas';
import { renderGalleryPdf, type GalleryCard } from './render/gallery-pdf';
import { REPORT_TEXTS } from './reports/report-texts';
import { describeSearch } from './reports/search-context';

type GalleryExportQuery = ExportQuery & {
  page: number;
  limit: number;
  unique: 0 | 1;
  sort: GallerySort;
  newInPeriod: 0 | 1;
};

/** GET /gallery/export/pdf: the gallery page the user sees (its order and filter too), as a PDF with the pictures. */
export const galleryExportRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get<{ Querystring: GalleryExportQuery; Reply: ExportLinkResponse }>(
    '/gallery/export/pdf',
    // The demo check runs before the role check: a demo user is told exports are off, not "no role".
    {
      schema: galleryExportSchema,
      preHandler: [
        app.authenticate,
        app.requireAcceptedTerms,
        async (request) => refuseDemo(currentUser(request)),
        requireRole(ROLES.campaign),
      ],
    },
    async (request) => {
      const claims = currentUser(request);
      const { page, limit, unique, sort, newInPeriod } = request.query;
      const search = authorizeSearch(claims, searchFromQuery(request.query));
      if (longerThanMonths(search, 12)) throw badRequest(EXPORT_MESSAGES.rangeOverYear);
      const lang = await requestLanguage(db, request);
      const gallery = await galleryPage(db, search, {
        page,
        limit,
        unique: unique === 1,
        lang,
        sort,
        newInPeriod: newInPeriod === 1,
      });
      if (gallery.metadata.total === 0) throw notFound(NO_DATA_MESSAGE);
      const cards: GalleryCard[] = [];
      for (const campaign of gallery.items) {
        const svg =
          (await svgForImageUrl(db, campaign.creativity)) ?? (await svgForImageUrl(db, campaign.lastSeenScreenshot));
        cards.push({ campaign, svg });
      }
      const context = await describeSearch(db, search, lang);
      const pages = Math.max(1, Math.ceil(gallery.metadata.total / limit));
      const texts = REPORT_TEXTS[lang];
      const lines = [...context.lines, texts.context.galleryPage(page, pages, gallery.metadata.total, unique === 1)];
      const bytes = await renderGalleryPdf(texts.sheets.campaigns, lines, cards, texts);
      const name = `campaigns-${search.country}-${search.since}-${search.until}-p${page}.pdf`;
      const token = await storeExportFile(db, claims.sub, { name, contentType: 'application/pdf', bytes });
      return { _links: { self: { href: exportFileHref(token) } } };
    },
  );
};
