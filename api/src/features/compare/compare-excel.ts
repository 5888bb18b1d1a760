import type { CompareColumn, CompareDimension, CompareFigures, CompareResponse, Language } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { BREAKDOWN_NAMES } from '../../lib/contracts';
import { renderExcel } from '../exports/render/excel';
import type { Cell, Report, ReportSheet } from '../exports/report-model';
import { REPORT_TEXTS } from '../exports/reports/report-texts';
import { describeSearch } from '../exports/reports/search-context';
import type { MarketSearch } from '../market-search/market-search';
import { COMPARE_EXCEL_TEXTS } from './compare-excel-texts';

/** The workbook's type, as the exports send theirs (exports/export-service.ts). */
export const COMPARE_EXCEL_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const PERCENT = '0.00';
const COUNT = '#,##0';
const MONEY = '#,##0.00';

/** A column of the answer with the name its rows give it: a country's code, or "Total". */
interface NamedColumn {
  name: string;
  column: CompareColumn;
  /** The currency of its spend: the country's own, USD in the total. */
  currency: string;
}

function columnsOf(answer: CompareResponse, total: string): NamedColumn[] {
  return [
    ...answer.countries.map((column) => ({ name: column.country, column, currency: column.currency })),
    { name: total, column: answer.total, currency: 'USD' },
  ];
}

/** Each column's entities with their label, in the answer's order. */
function* entityRows(answer: CompareResponse, columns: readonly NamedColumn[]) {
  const labels = new Map(answer.entities.map((entity) => [entity.id, entity.label]));
  for (const named of columns) {
    for (const figures of named.column.entities) {
      yield { named, figures, label: labels.get(figures.id) ?? String(figures.id) };
    }
  }
}

function figuresSheet(answer: CompareResponse, columns: readonly NamedColumn[], lang: Language): ReportSheet {
  const words = COMPARE_EXCEL_TEXTS[lang];
  const { headers: report } = REPORT_TEXTS[lang];
  const { headers } = words;
  const rows: Cell[][] = [];
  for (const { named, figures, label } of entityRows(answer, columns)) {
    const unavailable = named.column.spendUnavailable;
    const { spend } = figures;
    rows.push([
      named.name,
      label,
      figures.spots,
      figures.shareOfVoice,
      figures.shareInSet,
      spend?.amount ?? null,
      spend?.currency ?? null,
      spend?.usd ?? null,
      spend?.share ?? null,
      figures.prints,
      figures.pViewability,
      figures.campaigns.total,
      figures.campaigns.new,
      figures.creatives.total,
      figures.creatives.new,
      figures.firstSeen,
      figures.lastSeen,
      unavailable ? words.spendUnavailable[unavailable.reason] : null,
    ]);
  }
  return {
    name: words.sheets.figures,
    columns: [
      { header: report.country, width: 10 },
      { header: headers.entity, width: 28 },
      { header: report.spots, width: 10, numFmt: COUNT },
      { header: headers.shareOfVoice, width: 12, numFmt: PERCENT },
      { header: headers.shareInSet, width: 12, numFmt: PERCENT },
      { header: headers.spendLocal, width: 16, numFmt: MONEY },
      { header: headers.currency, width: 9 },
      { header: headers.spendUsd, width: 16, numFmt: MONEY },
      { header: headers.spendShare, width: 12, numFmt: PERCENT },
      { header: report.prints, width: 14, numFmt: COUNT },
      { header: headers.pViewability, width: 12, numFmt: PERCENT },
      { header: headers.campaigns, width: 11, numFmt: COUNT },
      { header: headers.newCampaigns, width: 11, numFmt: COUNT },
      { header: headers.creatives, width: 11, numFmt: COUNT },
      { header: headers.newCreatives, width: 11, numFmt: COUNT },
      { header: report.firstSeen, width: 12 },
      { header: report.lastSeen, width: 12 },
      { header: headers.spendNote, width: 40 },
    ],
    rows,
  };
}

/** Every column's trend; its spend columns only when some column has spend. */
function trendSheet(answer: CompareResponse, columns: readonly NamedColumn[], lang: Language): ReportSheet {
  const { headers } = COMPARE_EXCEL_TEXTS[lang];
  const { headers: report } = REPORT_TEXTS[lang];
  const withSpend = columns.some(({ column }) => !column.spendUnavailable);
  const rows: Cell[][] = [];
  for (const { named, figures, label } of entityRows(answer, columns)) {
    for (const point of figures.trend) {
      const row: Cell[] = [named.name, point.x, label, point.spots, point.shareOfVoice];
      if (withSpend)
        row.push(point.spend?.amount ?? null, point.spend ? named.currency : null, point.spend?.usd ?? null);
      rows.push(row);
    }
  }
  return {
    name: COMPARE_EXCEL_TEXTS[lang].sheets.trend,
    columns: [
      { header: report.country, width: 10 },
      { header: headers.period, width: 12 },
      { header: headers.entity, width: 28 },
      { header: report.spots, width: 10, numFmt: COUNT },
      { header: headers.shareOfVoice, width: 12, numFmt: PERCENT },
      ...(withSpend
        ? [
            { header: headers.spendLocal, width: 16, numFmt: MONEY },
            { header: headers.currency, width: 9 },
            { header: headers.spendUsd, width: 16, numFmt: MONEY },
          ]
        : []),
    ],
    rows,
  };
}

/** A list of parts of each entity: its formats, its platforms, or its top (ranked). */
function partsSheet(
  answer: CompareResponse,
  columns: readonly NamedColumn[],
  lang: Language,
  part: 'formats' | 'platforms' | 'top',
): ReportSheet {
  const words = COMPARE_EXCEL_TEXTS[lang];
  const { headers: report } = REPORT_TEXTS[lang];
  const ranked = part === 'top';
  const partHeader = {
    formats: report.format,
    platforms: report.platform,
    top: answer.topOf === 'publishers' ? words.headers.publisher : report.advertiser,
  }[part];
  const rows: Cell[][] = [];
  for (const { named, figures, label } of entityRows(answer, columns)) {
    figures[part].forEach((share, index) => {
      rows.push([named.name, label, ...(ranked ? [index + 1] : []), share.label, share.spots, share.share]);
    });
  }
  const name = part === 'top' ? words.sheets.top(BREAKDOWN_NAMES[lang][answer.topOf]) : BREAKDOWN_NAMES[lang][part];
  return {
    name,
    columns: [
      { header: report.country, width: 10 },
      { header: words.headers.entity, width: 28 },
      ...(ranked ? [{ header: words.headers.rank, width: 8 }] : []),
      { header: partHeader, width: 28 },
      { header: report.spots, width: 10, numFmt: COUNT },
      { header: words.headers.share, width: 12, numFmt: PERCENT },
    ],
    rows,
  };
}

/**
 * Each entity's latest creatives as the gallery's card says them, without any address: a
 * creative's address is signed for a viewer and a while, and the file outlives both.
 */
function creativesSheet(answer: CompareResponse, columns: readonly NamedColumn[], lang: Language): ReportSheet {
  const words = COMPARE_EXCEL_TEXTS[lang];
  const { headers: report } = REPORT_TEXTS[lang];
  const rows: Cell[][] = [];
  for (const { named, figures, label } of entityRows(answer, columns)) {
    for (const card of figures.latestCreatives ?? []) {
      rows.push([
        named.name,
        label,
        card.id,
        card.advertiser,
        card.product,
        card.platform,
        card.format,
        card.style,
        card.spots,
        card.pViewability,
        card.firstSeenDate,
        card.lastSeen,
        card.lastSeenDate,
      ]);
    }
  }
  return {
    name: words.sheets.latestCreatives,
    columns: [
      { header: report.country, width: 10 },
      { header: words.headers.entity, width: 28 },
      { header: report.campaign, width: 10 },
      { header: report.advertiser, width: 26 },
      { header: report.product, width: 26 },
      { header: report.platform, width: 14 },
      { header: report.format, width: 16 },
      { header: report.style, width: 16 },
      { header: report.spots, width: 10, numFmt: COUNT },
      { header: words.headers.pViewability, width: 12, numFmt: PERCENT },
      { header: report.firstSeen, width: 12 },
      { header: report.lastSeenOn, width: 24 },
      { header: report.lastSeen, width: 12 },
    ],
    rows,
  };
}

const hasCreatives = (figures: CompareFigures) => figures.latestCreatives !== undefined;

/** The file's name: `compare-advertisers-2026-05-01-2026-06-15.xlsx`, over every country's range. */
export function compareFileName(dimension: CompareDimension, searches: readonly MarketSearch[]): string {
  const since = searches.reduce((first, search) => (search.since < first ? search.since : first), '9999-12-31');
  const until = searches.reduce((last, search) => (search.until > last ? search.until : last), '0000-01-01');
  return `compare-${dimension}-${since}-${until}.xlsx`;
}

/** The About sheet's lines: each country's search as the exports describe it, the entities, the grain. */
async function contextOf(
  db: Queryable,
  answer: CompareResponse,
  searches: readonly MarketSearch[],
  lang: Language,
  now: Date,
): Promise<string[]> {
  const lines: string[] = [];
  for (const search of searches) {
    // Its filter on the compared dimension is ignored (compare-service.ts): not described either.
    const filters = { ...search.filters };
    delete filters[answer.dimension];
    const described = await describeSearch(db, { ...search, filters }, lang, now);
    // describeSearch ends with the "Generated" line: said once, below.
    lines.push(...described.lines.slice(0, -1));
  }
  const words = COMPARE_EXCEL_TEXTS[lang];
  const names = answer.entities.map((entity) => entity.label).join(', ');
  lines.push(words.context.entities(BREAKDOWN_NAMES[lang][answer.dimension], names));
  lines.push(words.context.grain[answer.grain]);
  lines.push(REPORT_TEXTS[lang].context.generated(now.toISOString().slice(0, 16).replace('T', ' ')));
  return lines;
}

/**
 * Compare's answer as a workbook, a sheet per block of the page: figures, trend, formats,
 * platforms, top list and, when the caller has them, latest creatives; each country's rows then
 * the total's. The answer is compareEntities' own: the file shows what the page shows.
 */
export async function compareWorkbook(
  db: Queryable,
  answer: CompareResponse,
  searches: readonly MarketSearch[],
  lang: Language,
  now = new Date(),
): Promise<Uint8Array> {
  const words = COMPARE_EXCEL_TEXTS[lang];
  const columns = columnsOf(answer, words.total);
  const sheets = [
    figuresSheet(answer, columns, lang),
    trendSheet(answer, columns, lang),
    partsSheet(answer, columns, lang, 'formats'),
    partsSheet(answer, columns, lang, 'platforms'),
    partsSheet(answer, columns, lang, 'top'),
  ];
  if (answer.total.entities.some(hasCreatives)) sheets.push(creativesSheet(answer, columns, lang));
  const report: Report = {
    title: words.title(BREAKDOWN_NAMES[lang][answer.dimension]),
    context: await contextOf(db, answer, searches, lang, now),
    aboutSheet: REPORT_TEXTS[lang].sheets.about,
    fileBase: compareFileName(answer.dimension, searches).replace(/\.xlsx$/, ''),
    sheets,
  };
  return renderExcel(report);
}
