import type { ExportFormat, ExportType } from 'shared-contracts';

/** Investment exports need a range of 15 days or more (spec 2 section 5, DECISIONS.md). */
export const INVESTMENT_EXPORT_MIN_DAYS = 15;

/** Campaign Details (Excel) is disabled over 31 days (spec 2 section 5). */
export const CAMPAIGN_DETAILS_MAX_DAYS = 31;

/** The pages that show the export menu here. */
export type ExportPage = 'shareofvoice' | 'investment';

/** Why an export cannot run now (a key under `exportMenu`), or null. */
export type ExportBlock = 'investmentRange' | 'campaignDetailsRange' | null;

export interface ExportOption {
  type: ExportType;
  format: ExportFormat;
  /** Its label, a key under `exportMenu`. */
  labelKey: 'sovExcel' | 'sovPdf' | 'soiExcel' | 'soiPdf' | 'campaignDetailsExcel';
  blockedBy: ExportBlock;
}

/** The exports a page offers for a range of `rangeDays` days, each with what blocks it. */
export function exportOptions(page: ExportPage, rangeDays: number): ExportOption[] {
  if (page === 'shareofvoice') {
    return [
      { type: 'sov', format: 'excel', labelKey: 'sovExcel', blockedBy: null },
      { type: 'sov', format: 'pdf', labelKey: 'sovPdf', blockedBy: null },
    ];
  }
  const investmentBlock: ExportBlock = rangeDays < INVESTMENT_EXPORT_MIN_DAYS ? 'investmentRange' : null;
  return [
    { type: 'soi', format: 'excel', labelKey: 'soiExcel', blockedBy: investmentBlock },
    { type: 'soi', format: 'pdf', labelKey: 'soiPdf', blockedBy: investmentBlock },
    {
      type: 'campaign_details',
      format: 'excel',
      labelKey: 'campaignDetailsExcel',
      blockedBy: rangeDays > CAMPAIGN_DETAILS_MAX_DAYS ? 'campaignDetailsRange' : null,
    },
  ];
}

/** Whether an export link may be opened: only on this site (DECISIONS.md: hrefs from data). */
export function isSameOriginHref(href: string, origin: string): boolean {
  try {
    return new URL(href, origin).origin === origin;
  } catch {
    return false;
  }
}
