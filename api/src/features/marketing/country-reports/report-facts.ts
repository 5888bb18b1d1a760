import type { Language } from 'shared-contracts';
import type { Queryable } from '../../../db/database';
import { lastCaptureDate } from '../../data-as-of/last-capture-date';
import type { MarketSearch } from '../../market-search/market-search';
import { mediaShares } from '../../share-of-voice/breakdown';
import { countryBreakdown } from '../../share-of-voice/country-breakdown';
import { lastWholeMonth, type ReportPeriod } from './report-period';

/** Advertisers drawn on the page: what fits one page beside the formats and platforms. */
const TOP_ADVERTISERS = 10;

/** A label and its share of the month's spots (percent, 2 decimals; a list adds to 100). */
export interface ReportShare {
  label: string;
  share: number;
}

interface ReportAdvertiser extends ReportShare {
  spots: number;
}

/** What a country's public report shows: aggregates of one month, nothing else of the market. */
export interface CountryReportFacts {
  country: string;
  /** The country's last capture date; null when it has no spot yet. */
  dataAsOf: string | null;
  period: ReportPeriod | null;
  /** Spots captured in the period, and the advertisers they were of. */
  spots: number;
  advertisers: number;
  topAdvertisers: ReportAdvertiser[];
  formats: ReportShare[];
  platforms: ReportShare[];
}

/**
 * A country's report facts, read with Share of Voice's own readers (rollups where they exist), so
 * the report's shares are the ones the dashboard shows for the same month. No spend: amounts are the
 * Real-Time Spend plan's (investment/spend-access.ts) and a public visitor holds no plan.
 */
export async function readReportFacts(db: Queryable, country: string, lang: Language): Promise<CountryReportFacts> {
  const dataAsOf = await lastCaptureDate(db, country, null);
  const period = dataAsOf ? lastWholeMonth(dataAsOf) : null;
  const empty = { country, dataAsOf, period, spots: 0, advertisers: 0, topAdvertisers: [], formats: [], platforms: [] };
  if (!period) return empty;
  const search: MarketSearch = { country, since: period.since, until: period.until, filters: {} };
  const options = { trend: false, lang };
  const advertisers = await countryBreakdown(db, search, 'advertisers', 'spots', options);
  const formats = await countryBreakdown(db, search, 'formats', 'spots', options);
  if (!advertisers || !formats) return empty;
  return {
    ...empty,
    spots: advertisers.ranked.reduce((sum, row) => sum + row.spots, 0),
    advertisers: advertisers.ranked.length,
    topAdvertisers: advertisers.ranked
      .slice(0, TOP_ADVERTISERS)
      .map((row) => ({ label: row.label, spots: row.spots, share: row.percentage })),
    formats: formats.ranked.map((row) => ({ label: row.label, share: row.percentage })),
    platforms: mediaShares(advertisers.searchRows, advertisers.mediaNames, 'spots').map((slice) => ({
      label: slice.type,
      share: slice.value,
    })),
  };
}
