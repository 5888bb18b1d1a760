import type { Language, SnapType } from 'shared-contracts';
import type { Queryable } from '../../../db/database';
import { spotCondition } from '../../market-search/search-condition';
import { type MarketSearch } from '../../market-search/market-search';
import type { Report, ReportSheet } from '../report-model';
import { breakdown, rankedWithShares } from './breakdown-repository';
import { BREAKDOWN_NAMES } from '../../../lib/contracts';
import { REPORT_TEXTS } from './report-texts';
import { describeSearch } from './search-context';

interface Totals {
  spots: number;
  amount: number;
  viewability: number | null;
  publishers: number;
  advertisers: number;
}

async function totals(db: Queryable, search: MarketSearch): Promise<Totals> {
  const where = spotCondition(search);
  const { rows } = await db.query<Totals>(
    `select count(*)::int as spots, coalesce(sum(amount), 0)::float8 as amount,
            round(avg(viewability)::numeric, 1)::float8 as viewability,
            count(distinct publisher_id)::int as publishers, count(distinct advertiser_id)::int as advertisers
     from spots s where ${where.sql}`,
    where.params,
  );
  return rows[0] ?? { spots: 0, amount: 0, viewability: null, publishers: 0, advertisers: 0 };
}

async function dailySpend(db: Queryable, search: MarketSearch): Promise<[string, number][]> {
  const where = spotCondition(search);
  const { rows } = await db.query<{ date: string; amount: number }>(
    `select to_char(s.date, 'YYYY-MM-DD') as date, sum(s.amount)::float8 as amount
     from spots s where ${where.sql} group by s.date order by s.date`,
    where.params,
  );
  return rows.map((row) => [row.date, row.amount]);
}

/**
 * The Snapshots page on paper: the stats, the full table of the breakdown (name, pViewability,
 * SOV, spots, investment, as the page's table CSV), platforms, sources and the daily ad spend.
 * Without spend in the plan (`withSpend` false) the ad spend row, the SOI column and the daily
 * ad spend are left out, as the page leaves them out.
 */
export async function snapshotReport(
  db: Queryable,
  search: MarketSearch,
  snapType: SnapType,
  lang: Language,
  withSpend: boolean,
): Promise<Report> {
  const context = await describeSearch(db, search, lang);
  const stats = await totals(db, search);
  const table = rankedWithShares(await breakdown(db, search, snapType, lang), 'spots');
  const { titles, sheets: sheetNames, headers } = REPORT_TEXTS[lang];
  const breakdownNames = BREAKDOWN_NAMES[lang];
  const countLabel = snapType === 'publishers' ? headers.advertisers : headers.publishers;
  const sheets: ReportSheet[] = [
    {
      name: sheetNames.summary,
      columns: [
        { header: headers.metric, width: 30 },
        { header: headers.value, width: 20 },
      ],
      rows: [
        [headers.spots, stats.spots],
        ...(withSpend ? [[headers.adSpend(context.currency), stats.amount]] : []),
        [headers.pViewability, stats.viewability],
        [countLabel, snapType === 'publishers' ? stats.advertisers : stats.publishers],
      ],
    },
    {
      name: breakdownNames[snapType],
      columns: [
        { header: headers.name, width: 40 },
        { header: headers.pViewability, width: 14, numFmt: '0.00' },
        { header: headers.sov, width: 12, numFmt: '0.00' },
        { header: headers.spots, width: 12, numFmt: '#,##0' },
        ...(withSpend ? [{ header: headers.soiAmount(context.currency), width: 18, numFmt: '#,##0.00' }] : []),
      ],
      rows: table.map((row) => [
        row.label,
        row.viewability,
        row.percentage,
        row.spots,
        ...(withSpend ? [row.amount] : []),
      ]),
    },
  ];
  for (const dimension of ['platforms', 'sources'] as const) {
    const rows = rankedWithShares(await breakdown(db, search, dimension, lang), 'spots');
    sheets.push({
      name: breakdownNames[dimension],
      columns: [
        { header: headers.name, width: 30 },
        { header: headers.sov, width: 12, numFmt: '0.00' },
        { header: headers.spots, width: 12, numFmt: '#,##0' },
      ],
      rows: rows.map((row) => [row.label, row.percentage, row.spots]),
    });
  }
  if (withSpend) {
    sheets.push({
      name: sheetNames.adSpendByDay,
      columns: [
        { header: headers.date, width: 14 },
        { header: headers.amount(context.currency), width: 18, numFmt: '#,##0.00' },
      ],
      rows: await dailySpend(db, search),
    });
  }
  return {
    title: titles.snapshot(breakdownNames[snapType]),
    context: context.lines,
    aboutSheet: sheetNames.about,
    fileBase: `snapshot-${snapType}-${search.country}-${search.since}-${search.until}`,
    sheets,
  };
}
