import type {
  BreakdownDimension,
  SnapshotShareResponse,
  SnapshotStatsResponse,
  SnapshotTableResponse,
  SnapType,
} from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { COUNTRY_CURRENCY } from '../../lib/contracts';
import { OTHERS_LABEL, PIE_SLICES, type Measure } from '../share-of-voice/breakdown';
import { countryBreakdown } from '../share-of-voice/country-breakdown';
import { aggregateBreakdown, aggregateTrend } from '../share-of-voice/market-aggregates';
import { noData, type MarketSearch } from '../market-search/market-search';
import { round2, roundToTotal } from '../share-of-voice/percentages';
import type { BreakdownOptions } from '../share-of-voice/share-of-voice-service';

const currencyOf = (search: MarketSearch) => COUNTRY_CURRENCY[search.country as keyof typeof COUNTRY_CURRENCY];

/**
 * With a filter on the snap type's own group (the snap filter), the snapshot shows the opposite
 * dimension (docs/product.md#search): products of an advertiser, advertisers of an industry or publisher.
 */
function snapshotDimension(type: SnapType, search: MarketSearch): BreakdownDimension {
  if (!search.filters[type]?.length) return type;
  return type === 'advertisers' ? 'products' : 'advertisers';
}

export interface TablePage {
  page: number;
  limit: number;
}

/** What a snapshot answer holds beside the search: names in `lang`; amounts only with `withSpend`. */
export interface SnapshotOptions extends Pick<BreakdownOptions, 'lang'> {
  /** The caller's plan has Real-Time Spend (investment/spend-access.ts); else amounts are left out. */
  withSpend: boolean;
}

/** `{ amount }` for a plan with spend, nothing otherwise: the field is absent, not zero. */
const spendOf = (amount: number, withSpend: boolean) => (withSpend ? { amount } : {});

/** The snapshot table: one page of labels by spots, with share, viewability and (with spend) amount. */
export async function snapshotTable(
  db: Queryable,
  search: MarketSearch,
  type: SnapType,
  page: TablePage,
  options: SnapshotOptions,
): Promise<SnapshotTableResponse> {
  const breakdown = await countryBreakdown(db, search, snapshotDimension(type, search), 'spots', {
    trend: false,
    lang: options.lang,
  });
  if (!breakdown) throw noData();
  const offset = (page.page - 1) * page.limit;
  const items = breakdown.ranked.slice(offset, offset + page.limit).map((row) => ({
    id: row.id,
    label: row.label,
    percentage: row.percentage,
    viewability: row.viewability,
    total: row.spots,
    ...spendOf(row.amount, options.withSpend),
  }));
  return { items: [{ table: { items } }], currency: currencyOf(search), totalResults: breakdown.ranked.length };
}

/**
 * Publishers reached (industries/advertisers snaps) or advertisers seen (publishers snap),
 * viewability and, with spend, the spend by day.
 */
export async function snapshotStats(
  db: Queryable,
  search: MarketSearch,
  type: SnapType,
  { withSpend }: Pick<SnapshotOptions, 'withSpend'>,
): Promise<SnapshotStatsResponse> {
  if (search.since > search.until) throw noData();
  const counted: BreakdownDimension = type === 'publishers' ? 'advertisers' : 'publishers';
  const rows = await aggregateBreakdown(db, search, counted);
  if (rows.length === 0) throw noData();
  const viewabilityN = rows.reduce((sum, row) => sum + row.viewabilityN, 0);
  const viewabilitySum = rows.reduce((sum, row) => sum + row.viewabilitySum, 0);
  const counts = {
    totalStat: new Set(rows.map((row) => row.dimId)).size,
    pViewability: viewabilityN > 0 ? round2(viewabilitySum / viewabilityN) : null,
  };
  if (!withSpend) return { items: [counts] };
  const trend = await aggregateTrend(db, search, counted, [], 'amount');
  const adSpend = {
    total: round2(rows.reduce((sum, row) => sum + row.amount, 0)),
    currency: currencyOf(search),
    histogram: trend.map((row) => ({ date: row.date, amount: round2(row.value) })),
  };
  return { items: [{ ...counts, adSpend }] };
}

/**
 * A donut of the snapshot: every label of platforms or sources; the first 10 publishers and
 * 'Others' (id 0) for the publishers SOV (share of spots) and SOI (share of amount; its route
 * needs spend).
 */
export async function snapshotShares(
  db: Queryable,
  search: MarketSearch,
  dimension: 'platforms' | 'sources' | 'publishers',
  measure: Measure,
  options: SnapshotOptions,
): Promise<SnapshotShareResponse> {
  const breakdown = await countryBreakdown(db, search, dimension, measure, { trend: false, lang: options.lang });
  if (!breakdown) throw noData();
  const shown = breakdown.ranked.slice(0, PIE_SLICES);
  const rest = breakdown.ranked.slice(PIE_SLICES);
  const slices = shown.map((row) => ({ id: row.id, label: row.label, total: row.spots, amount: row.amount }));
  if (rest.length > 0) {
    slices.push({
      id: 0,
      label: OTHERS_LABEL[options.lang],
      total: rest.reduce((sum, row) => sum + row.spots, 0),
      amount: round2(rest.reduce((sum, row) => sum + row.amount, 0)),
    });
  }
  const shares = roundToTotal(
    slices.map((slice) => (measure === 'spots' ? slice.total : slice.amount)),
    100,
  );
  return {
    items: slices.map(({ amount, ...slice }, index) => ({
      ...slice,
      percentage: shares[index] as number,
      ...spendOf(amount, options.withSpend),
    })),
    currency: currencyOf(search),
  };
}
