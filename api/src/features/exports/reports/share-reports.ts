import { narrowsRanking, type BreakdownDimension, type Language } from 'shared-contracts';
import type { Queryable } from '../../../db/database';
import type { MarketSearch } from '../../market-search/market-search';
import type { Report, ReportSheet } from '../report-model';
import { breakdown, rankedWithShares } from './breakdown-repository';
import { BREAKDOWN_NAMES } from '../../../lib/contracts';
import { breakdownTabs } from './dimensions';
import { REPORT_TEXTS } from './report-texts';
import { describeSearch } from './search-context';

const fileBase = (prefix: string, search: MarketSearch) =>
  `${prefix}-${search.country}-${search.since}-${search.until}`;

/**
 * The heading lines with, before the time of making, what the shares of each table the search
 * narrows are of (its selected labels: the page's default basis, docs/product.md#share-of-voice).
 */
function withShareBases(
  lines: readonly string[],
  search: MarketSearch,
  dimensions: readonly BreakdownDimension[],
  lang: Language,
): string[] {
  const bases = dimensions
    .filter((dimension) => narrowsRanking(search.filters, dimension))
    .map((dimension) => REPORT_TEXTS[lang].context.shareBasis(BREAKDOWN_NAMES[lang][dimension].toLocaleLowerCase()));
  return [...lines.slice(0, -1), ...bases, ...lines.slice(-1)];
}

/** Share of Voice: one table per tab with name, pViewability, share of spots and spots. */
export async function shareOfVoiceReport(db: Queryable, search: MarketSearch, lang: Language): Promise<Report> {
  const context = await describeSearch(db, search, lang);
  const { titles, sheets: sheetNames, headers } = REPORT_TEXTS[lang];
  const sheets: ReportSheet[] = [];
  const dimensions = breakdownTabs(search.filters);
  for (const dimension of dimensions) {
    const rows = rankedWithShares(await breakdown(db, search, dimension, lang), 'spots');
    sheets.push({
      name: BREAKDOWN_NAMES[lang][dimension],
      columns: [
        { header: headers.name, width: 40 },
        { header: headers.pViewability, width: 14, numFmt: '0.00' },
        { header: headers.sov, width: 12, numFmt: '0.00' },
        { header: headers.spots, width: 12, numFmt: '#,##0' },
      ],
      rows: rows.map((row) => [row.label, row.viewability, row.percentage, row.spots]),
    });
  }
  return {
    title: titles.shareOfVoice,
    context: withShareBases(context.lines, search, dimensions, lang),
    aboutSheet: sheetNames.about,
    fileBase: fileBase('sov', search),
    sheets,
  };
}

/** Real-Time Spend: one table per tab with name, share of investment, amount and prints. */
export async function shareOfInvestmentReport(db: Queryable, search: MarketSearch, lang: Language): Promise<Report> {
  const context = await describeSearch(db, search, lang);
  const { titles, sheets: sheetNames, headers } = REPORT_TEXTS[lang];
  const sheets: ReportSheet[] = [];
  const dimensions = breakdownTabs(search.filters);
  for (const dimension of dimensions) {
    const rows = rankedWithShares(await breakdown(db, search, dimension, lang), 'amount');
    sheets.push({
      name: BREAKDOWN_NAMES[lang][dimension],
      columns: [
        { header: headers.name, width: 40 },
        { header: headers.soi, width: 12, numFmt: '0.00' },
        { header: headers.amount(context.currency), width: 18, numFmt: '#,##0.00' },
        { header: headers.prints, width: 14, numFmt: '#,##0' },
      ],
      rows: rows.map((row) => [row.label, row.percentage, row.amount, row.prints]),
    });
  }
  return {
    title: titles.realTimeSpend,
    context: withShareBases(context.lines, search, dimensions, lang),
    aboutSheet: sheetNames.about,
    fileBase: fileBase('soi', search),
    sheets,
  };
}
