import type { CompareDimension, Language, SpendUnavailable, TrendGrain } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { badRequest } from '../../lib/http-errors';
import type { MarketSearch } from '../market-search/market-search';
import { namesOf } from '../share-of-voice/market-aggregates';
import { countryBreakdown } from '../share-of-voice/country-breakdown';
import { DIMENSION_COLUMNS } from '../share-of-voice/market-sql';
import type { CountryReads } from './compare-tallies';
import { entitySpots } from './entity-spots';
import { countryTrend } from './entity-trend';

/** The compared entities' names in the asked order; 400 naming any id the dimension does not have. */
export async function entityLabels(
  db: Queryable,
  dimension: CompareDimension,
  ids: readonly number[],
  lang: Language,
): Promise<Map<number, string>> {
  const names = await namesOf(db, DIMENSION_COLUMNS[dimension].table, ids, lang);
  const unknown = ids.filter((id) => !names.has(id));
  if (unknown.length > 0) throw badRequest(`No ${dimension} with the ids ${unknown.join(', ')}`);
  return names;
}

/** Units of each currency per US dollar (exchange_rates, as /v2/rates answers them). */
export async function usdRates(db: Queryable, currencies: readonly string[]): Promise<Map<string, number>> {
  const { rows } = await db.query<{ currency: string; rate: number }>(
    'select currency, usd_rate::float8 as rate from exchange_rates where currency = any($1::text[])',
    [[...new Set(currencies)]],
  );
  return new Map([['USD', 1], ...rows.map((row): [string, number] => [row.currency, row.rate])]);
}

export interface CountryQuestion {
  /** The country's search without the filter on the compared dimension. */
  market: MarketSearch;
  dimension: CompareDimension;
  entityIds: readonly number[];
  grain: TrendGrain;
  lang: Language;
  spendUnavailable: SpendUnavailable | null;
}

/**
 * One country's reads, at once (on PostgreSQL each takes a pooled connection): the whole
 * search's breakdown from the rollups where they answer (Share of Voice's own query, so the
 * shares are its shares), the trend by period, and the entities' spots grouped by campaign and
 * by publisher.
 */
export async function readCountry(
  db: Queryable,
  question: CountryQuestion,
): Promise<Omit<CountryReads, 'currency' | 'usdRate' | 'seen'>> {
  const { market, dimension, entityIds } = question;
  const [breakdown, trend, spots] = await Promise.all([
    countryBreakdown(db, market, dimension, 'spots', { trend: false, lang: question.lang }),
    countryTrend(db, market, dimension, entityIds, question.grain),
    entitySpots(db, market, dimension, entityIds),
  ]);
  return {
    country: market.country,
    spendUnavailable: question.spendUnavailable,
    breakdown,
    trend,
    campaigns: spots.campaigns,
    top: spots.top,
  };
}
