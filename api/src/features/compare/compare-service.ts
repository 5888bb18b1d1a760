import {
  trendGrainOf,
  type Campaign,
  type CompareCountry,
  type CompareDimension,
  type CompareResponse,
  type CountrySearchRequest,
  type Language,
} from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { COUNTRY_CURRENCY } from '../../lib/contracts';
import { noData, type MarketSearch } from '../market-search/market-search';
import { namesOf } from '../share-of-voice/market-aggregates';
import { spendUnavailable, type CompareRights } from './compare-access';
import { columnFigures, type AnswerNames } from './compare-figures';
import { entityLabels, readCountry, usdRates } from './compare-reads';
import { countryTallies, type ColumnTallies } from './compare-tallies';
import { totalTallies } from './compare-total';
import { entitiesSeen } from './entity-seen';
import { TOP_OF } from './entity-spots';
import { creativeCards, latestOf } from './latest-creatives';

export interface CompareQuestion {
  dimension: CompareDimension;
  /** The searches after the access checks, and as asked (Real-Time Spend's rules read those). */
  searches: readonly MarketSearch[];
  requests: readonly CountrySearchRequest[];
  entityIds: readonly number[];
  lang: Language;
  rights: CompareRights;
}

/** The search without its filter on the compared dimension: the entities are what is compared. */
function marketOf(search: MarketSearch, dimension: CompareDimension): MarketSearch {
  const filters = { ...search.filters };
  delete filters[dimension];
  return { ...search, filters };
}

const idsIn = (columns: readonly ColumnTallies[], part: 'formats' | 'platforms' | 'top') => [
  ...new Set(columns.flatMap((column) => [...column.entities.values()].flatMap((entity) => [...entity[part].keys()]))),
];

async function cardsOf(
  db: Queryable,
  question: CompareQuestion,
  markets: readonly MarketSearch[],
  columns: readonly ColumnTallies[],
) {
  const perCountry = await Promise.all(
    markets.map((market, index) => {
      const entities = (columns[index] as ColumnTallies).entities;
      const latest = latestOf(new Map([...entities].map(([id, entity]) => [id, entity.latest])));
      return creativeCards(db, market, question.dimension, latest, question.lang);
    }),
  );
  // One map for every column: the total picks its latest among every country's cards.
  return new Map(perCountry.flatMap((found) => [...found]));
}

/**
 * Every block of the Compare page for 2 to 20 entities: per country searched and in total. One
 * round of reads (each country's at once), then one of names and creative cards.
 */
export async function compareEntities(db: Queryable, question: CompareQuestion): Promise<CompareResponse> {
  const { dimension, entityIds, lang, rights } = question;
  const labels = await entityLabels(db, dimension, entityIds, lang);
  const markets = question.searches.map((search) => marketOf(search, dimension));
  const since = markets.reduce((first, market) => (market.since < first ? market.since : first), '9999-12-31');
  const until = markets.reduce((last, market) => (market.until > last ? market.until : last), '0000-01-01');
  const grain = trendGrainOf(since, until);
  const currencies = markets.map((market) => COUNTRY_CURRENCY[market.country as CompareCountry['country']]);
  const countries = markets.map((market) => market.country);
  const [rates, seen, ...reads] = await Promise.all([
    usdRates(db, currencies),
    entitiesSeen(db, dimension, countries, entityIds),
    ...markets.map((market, index) =>
      readCountry(db, {
        market,
        dimension,
        entityIds,
        grain,
        lang,
        spendUnavailable: spendUnavailable(question.requests[index] as CountrySearchRequest, rights),
      }),
    ),
  ]);
  if (reads.every((read) => read.breakdown === null)) throw noData();
  const columns = reads.map((read, index) => {
    const currency = currencies[index] as string;
    const usdRate = rates.get(currency);
    if (usdRate === undefined) throw new Error(`No USD quote for ${currency}`);
    return countryTallies({ ...read, currency, usdRate, seen }, entityIds);
  });
  const total = totalTallies(columns, entityIds);
  const platforms = new Map(reads.flatMap((read) => [...(read.breakdown?.mediaNames ?? [])]));
  const [formats, top, cards] = await Promise.all([
    namesOf(db, 'formats', idsIn(columns, 'formats'), lang),
    namesOf(db, TOP_OF[dimension].list, idsIn(columns, 'top'), lang),
    rights.creatives ? cardsOf(db, question, markets, columns) : Promise.resolve(new Map<string, Campaign>()),
  ]);
  const names: AnswerNames = { platforms, formats, top };
  return {
    dimension,
    grain,
    topOf: TOP_OF[dimension].list,
    entities: entityIds.map((id) => ({ id, label: labels.get(id) ?? String(id) })),
    countries: columns.map((column) => ({
      country: column.country as CompareCountry['country'],
      currency: column.currency,
      ...(column.spendUnavailable ? { spendUnavailable: column.spendUnavailable } : {}),
      ...columnFigures(column, entityIds, names, cards, rights),
    })),
    total: {
      ...(total.spendUnavailable ? { spendUnavailable: total.spendUnavailable } : {}),
      ...columnFigures(total, entityIds, names, cards, rights),
    },
  };
}
