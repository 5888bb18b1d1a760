import type { ExportFormat, ExportType, Language, Role } from 'shared-contracts';
import { ROLES } from '../../lib/contracts';
import { csvLines, pdfPages, readWorkbook } from '../exports/export-test-helpers';
import { REPORT_TEXTS, type ReportTexts } from '../exports/reports/report-texts';

/**
 * The files and mails of the plan matrix: every export type, its mail variant and the mails the
 * scheduler writes, with the spend their headings name when the plan has spend.
 */

/** August 2023 in Argentina: inside the demo window, long enough for soi and short enough for campaign details. */
export const MATRIX_EXPORT_QUERY = 'country=AR&since=2023/08/01&until=2023/08/31';
export const MATRIX_MAIL_BODY = { country: 'AR', since: '2023-08-01', until: '2023-08-31' } as const;

/** The test market's Argentine amounts are in pesos. */
const CURRENCY = 'ARS';

export interface ExportCall {
  type: ExportType;
  format: ExportFormat;
  /** The role of the export's page (export-rules.ts EXPORT_ROLE). */
  role: Role;
  /** An export only about spend: 403 without the investment role. */
  spendOnly: boolean;
  /** The sheet names and headers of spend the file holds with the investment role. */
  spendTexts: (texts: ReportTexts) => string[];
}

const none = () => [];

export const EXPORT_CALLS: readonly ExportCall[] = [
  {
    type: 'snapshots',
    format: 'excel',
    role: ROLES.shareOfVoice,
    spendOnly: false,
    spendTexts: ({ headers, sheets }) => [headers.adSpend(CURRENCY), headers.soiAmount(CURRENCY), sheets.adSpendByDay],
  },
  {
    type: 'snapshots',
    format: 'pdf',
    role: ROLES.shareOfVoice,
    spendOnly: false,
    spendTexts: ({ headers, sheets }) => [headers.adSpend(CURRENCY), sheets.adSpendByDay],
  },
  { type: 'sov', format: 'excel', role: ROLES.shareOfVoice, spendOnly: false, spendTexts: none },
  { type: 'sov', format: 'pdf', role: ROLES.shareOfVoice, spendOnly: false, spendTexts: none },
  {
    type: 'soi',
    format: 'excel',
    role: ROLES.investment,
    spendOnly: true,
    spendTexts: ({ headers }) => [headers.soi, headers.amount(CURRENCY)],
  },
  { type: 'campaign_details', format: 'csv', role: ROLES.campaign, spendOnly: false, spendTexts: none },
  {
    type: 'campaign_rts',
    format: 'csv',
    role: ROLES.investment,
    spendOnly: true,
    spendTexts: ({ headers }) => [headers.amount(CURRENCY)],
  },
];

/** Every heading of spend in every language: none may be in a file made without spend. */
export const ALL_SPEND_TEXTS: readonly string[] = [
  ...new Set(
    (Object.keys(REPORT_TEXTS) as Language[]).flatMap((lang) => {
      const { headers, sheets, titles } = REPORT_TEXTS[lang];
      return [
        headers.adSpend(CURRENCY),
        headers.soiAmount(CURRENCY),
        headers.amount(CURRENCY),
        headers.soi,
        sheets.adSpendByDay,
        sheets.investmentByDay,
        titles.realTimeSpend,
      ];
    }),
  ),
];

/** The text runs of a file: sheet names and cells (Excel), text runs (PDF), lines (CSV). */
export async function fileTexts(bytes: Buffer, format: ExportFormat): Promise<string[]> {
  if (format === 'csv') return csvLines(bytes);
  if (format === 'pdf') return pdfPages(bytes).flat();
  const workbook = await readWorkbook(bytes);
  return workbook.worksheets.flatMap((sheet) => {
    const cells: string[] = [sheet.name];
    sheet.eachRow((row) => row.eachCell((cell) => void cells.push(String(cell.text))));
    return cells;
  });
}

/** The spend headings found in a file's text. */
export function spendTextsIn(texts: readonly string[], spendTexts: readonly string[]): string[] {
  const all = texts.join('\n');
  return spendTexts.filter((text) => all.includes(text));
}
