import type { Language } from 'shared-contracts';
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

/** Share of Voice: one table per tab with name, pViewability, share of spots and spots. */
export async function shareOfVoiceReport(db: Queryable, search: MarketSearch, lang: Language): Promise<Report> {
  const context = await describeSearch(db, search, lang);
  const { titles, sheets: sheetNames, headers } = REPORT_TEXTS[lang];
  const sheets: ReportSheet[] = [];
  for (const dimension of breakdownTabs(search.filters)) {
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
    context: context.lines,
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
  for (const dimension of breakdownTabs(search.filters)) {
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
    context: context.lines,
    aboutSheet: sheetNames.about,
    fileBase: fileBase('soi', search),
    sheets,
  };
}
