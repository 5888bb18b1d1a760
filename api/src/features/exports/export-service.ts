import type { ExportFormat, ExportType, Language, SnapType } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import type { MarketSearch } from '../market-search/market-search';
import { csvTable, renderCsv } from './render/csv';
import { renderExcel } from './render/excel';
import { renderPdf } from './render/pdf';
import type { ExportFile, Report } from './report-model';
import { campaignDetailsReport, campaignRtsReport } from './reports/campaign-reports';
import { shareOfInvestmentReport, shareOfVoiceReport } from './reports/share-reports';
import { snapshotReport } from './reports/snapshot-report';

export interface ExportJob {
  type: ExportType;
  format: ExportFormat;
  search: MarketSearch;
  /** Snapshots only. */
  snapType: SnapType;
  /** The names of industries, categories, platforms, formats and sources are in it. */
  lang: Language;
  /**
   * The user's plan has Real-Time Spend (investment/spend-access.ts): without it a file holds no
   * amount (snapshots leave out their spend; soi and campaign_rts are refused before).
   */
  withSpend: boolean;
  /** How the file writes an address of a creative (signed for the exporting user: creative-links.ts). */
  creativeLink: (address: string) => string;
}

/** Each format's file type (also what the download documents) and extension. */
export const EXPORT_CONTENT_TYPES: Readonly<Record<ExportFormat, { type: string; extension: string }>> = {
  excel: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
  pdf: { type: 'application/pdf', extension: 'pdf' },
  csv: { type: 'text/csv; charset=utf-8', extension: 'csv' },
};

export function buildReport(db: Queryable, job: ExportJob): Promise<Report> {
  switch (job.type) {
    case 'sov':
      return shareOfVoiceReport(db, job.search, job.lang);
    case 'soi':
      return shareOfInvestmentReport(db, job.search, job.lang);
    case 'snapshots':
      return snapshotReport(db, job.search, job.snapType, job.lang, job.withSpend);
    case 'campaign_details':
      return campaignDetailsReport(db, job.search, job.lang, job.creativeLink);
    case 'campaign_rts':
      return campaignRtsReport(db, job.search, job.lang);
  }
}

/** The report in the job's format. CSV holds one table (single-table exports; see `csvTable`). */
export async function renderReport(report: Report, format: ExportFormat): Promise<ExportFile> {
  const { type, extension } = EXPORT_CONTENT_TYPES[format];
  const name = `${report.fileBase}.${extension}`;
  if (format === 'excel') return { name, contentType: type, bytes: await renderExcel(report) };
  if (format === 'pdf') return { name, contentType: type, bytes: await renderPdf(report) };
  return { name, contentType: type, bytes: renderCsv(csvTable(report)) };
}

/**
 * Builds an export file without the route's checks (role, range): for the routes after their
 * checks, and for any server job that mails a report (scheduled saved reports).
 * @public no caller yet: api/README.md offers it to server jobs (knip keeps it).
 */
export async function buildExportFile(db: Queryable, job: ExportJob): Promise<ExportFile> {
  return renderReport(await buildReport(db, job), job.format);
}
