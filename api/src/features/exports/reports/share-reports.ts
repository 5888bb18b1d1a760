import type { Language } from 'shared-contracts';
import type { Queryable } from '../../../db/database';
import type { MarketSearch } from '../../market-search/market-search';
import type { Report, ReportSheet } from '../report-model';
import { breakdown, percent } from './breakdown-repository';
import { breakdownTabs, DIMENSIONS } from './dimensions';
import { describeSearch } from './search-context';

const fileBase = (prefix: string, search: MarketSearch) =>
  `${prefix}-${search.country}-${search.since}-${search.until}`;

/** Share of Voice: one table per tab with name, pViewability, share of spots and spots. */
export async function shareOfVoiceReport(db: Queryable, search: MarketSearch, lang: Language): Promise<Report> {
  const context = await describeSearch(db, search, lang);
  const sheets: ReportSheet[] = [];
  for (const dimension of breakdownTabs(search.filters)) {
    const rows = await breakdown(db, search, dimension, lang);
    const total = rows.reduce((sum, row) => sum + row.spots, 0);
    sheets.push({
      name: DIMENSIONS[dimension].title,
      columns: [
        { header: 'Name', width: 40 },
        { header: 'pViewability', width: 14, numFmt: '0.00' },
        { header: 'SOV (%)', width: 12, numFmt: '0.00' },
        { header: 'Spots', width: 12, numFmt: '#,##0' },
      ],
      rows: rows.map((row) => [row.label, row.viewability, percent(row.spots, total), row.spots]),
    });
  }
  return { title: 'Share of Voice', context: context.lines, fileBase: fileBase('sov', search), sheets };
}

/** Real-Time Spend: one table per tab with name, share of investment, amount and prints. */
export async function shareOfInvestmentReport(db: Queryable, search: MarketSearch, lang: Language): Promise<Report> {
  const context = await describeSearch(db, search, lang);
  const sheets: ReportSheet[] = [];
  for (const dimension of breakdownTabs(search.filters)) {
    const rows = (await breakdown(db, search, dimension, lang)).sort((a, b) => b.amount - a.amount);
    const total = rows.reduce((sum, row) => sum + row.amount, 0);
    sheets.push({
      name: DIMENSIONS[dimension].title,
      columns: [
        { header: 'Name', width: 40 },
        { header: 'SOI (%)', width: 12, numFmt: '0.00' },
        { header: `Amount (${context.currency})`, width: 18, numFmt: '#,##0.00' },
        { header: 'Prints', width: 14, numFmt: '#,##0' },
      ],
      rows: rows.map((row) => [row.label, percent(row.amount, total), row.amount, row.prints]),
    });
  }
  return { title: 'Real-Time Spend', context: context.lines, fileBase: fileBase('soi', search), sheets };
}
