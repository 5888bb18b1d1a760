import type { BreakdownDimension, InvestmentCountry, InvestmentResponse } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { COUNTRY_CURRENCY } from '../../lib/contracts';
import {
  OTHERS_LABEL,
  TABLE_PREVIEW_ROWS,
  TOP_SERIES,
  mediaChart,
  pieOf,
  trendChart,
} from '../share-of-voice/breakdown';
import { countryBreakdown } from '../share-of-voice/country-breakdown';
import { noData, type MarketSearch } from '../market-search/market-search';
import type { BreakdownOptions } from '../share-of-voice/share-of-voice-service';

type Country = InvestmentCountry['country'];

function emptyCountry(country: Country): InvestmentCountry {
  return {
    country,
    currency: COUNTRY_CURRENCY[country],
    tableData: [],
    pieData: [],
    mediaDataAmount: [],
    mediaDataPrints: [],
    mediaCategories: [],
    trendingSoI: [],
  };
}

/**
 * Share of investment per label of `dimension`, per country, amounts in the country's own
 * currency (the client converts several countries to USD with /v2/rates). Shares are of the
 * amount; the media charts give amounts and prints per platform (format for platforms).
 */
export async function shareOfInvestment(
  db: Queryable,
  searches: readonly MarketSearch[],
  dimension: BreakdownDimension,
  options: BreakdownOptions,
): Promise<InvestmentResponse> {
  const others = OTHERS_LABEL[options.lang];
  const answer: InvestmentResponse = [];
  // Countries at once: on PostgreSQL each takes its own pooled connection (PGlite queues them).
  const breakdowns = await Promise.all(
    searches.map((search) =>
      countryBreakdown(db, search, dimension, 'amount', { trend: true, lang: options.lang, basis: options.basis }),
    ),
  );
  for (const [index, search] of searches.entries()) {
    const country = search.country as Country;
    const breakdown = breakdowns[index];
    if (!breakdown) {
      answer.push(emptyCountry(country));
      continue;
    }
    const { rows, ranked, outside, mediaNames, trend } = breakdown;
    const amounts = mediaChart(rows, ranked, mediaNames, (row) => row.amount, 'absolute', others);
    const prints = mediaChart(rows, ranked, mediaNames, (row) => row.prints, 'absolute', others);
    answer.push({
      country,
      currency: COUNTRY_CURRENCY[country],
      tableData: (options.snap ? ranked.slice(0, TABLE_PREVIEW_ROWS) : ranked).map((row) => ({
        id: row.id,
        label: row.label,
        percentage: row.percentage,
        prints: row.prints,
        amount: row.amount,
      })),
      pieData: pieOf(ranked, 'amount', others, outside),
      mediaDataAmount: amounts.points,
      mediaDataPrints: prints.points,
      mediaCategories: amounts.categories,
      trendingSoI: trendChart(trend, ranked.slice(0, TOP_SERIES)),
    });
  }
  if (answer.every((entry) => entry.tableData.length === 0)) throw noData();
  return answer;
}
