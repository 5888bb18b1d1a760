import type {
  BreakdownDimension,
  Language,
  ShareBasis,
  ShareOfVoiceCountry,
  ShareOfVoiceResponse,
} from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { OTHERS_LABEL, TABLE_PREVIEW_ROWS, TOP_SERIES, mediaChart, mediaShares, pieOf, trendChart } from './breakdown';
import { countryBreakdown } from './country-breakdown';
import { noData, type MarketSearch } from '../market-search/market-search';

export interface BreakdownOptions {
  lang: Language;
  /** snap=1: the snapshot page's call, answering the 10-row preview table. */
  snap: boolean;
  /** What the shares are of when the search filters the ranked dimension (default `selected`). */
  basis?: ShareBasis;
}

function emptyCountry(country: string): ShareOfVoiceCountry {
  return {
    country: country as ShareOfVoiceCountry['country'],
    tableData: [],
    pieData: [],
    mediaData: [],
    mediaCategories: [],
    mediaShares: [],
    trendingSoV: [],
  };
}

/**
 * Share of spots per label of `dimension`, one entry per country searched. A country without
 * spots answers empty lists; when no country has any, the answer is 404 NO_DATA_MESSAGE.
 */
export async function shareOfVoice(
  db: Queryable,
  searches: readonly MarketSearch[],
  dimension: BreakdownDimension,
  options: BreakdownOptions,
): Promise<ShareOfVoiceResponse> {
  const others = OTHERS_LABEL[options.lang];
  const answer: ShareOfVoiceResponse = [];
  // Countries at once: on PostgreSQL each takes its own pooled connection (PGlite queues them).
  const breakdowns = await Promise.all(
    searches.map((search) =>
      countryBreakdown(db, search, dimension, 'spots', { trend: true, lang: options.lang, basis: options.basis }),
    ),
  );
  for (const [index, search] of searches.entries()) {
    const breakdown = breakdowns[index];
    if (!breakdown) {
      answer.push(emptyCountry(search.country));
      continue;
    }
    const { rows, searchRows, ranked, outside, mediaNames, trend } = breakdown;
    const media = mediaChart(rows, ranked, mediaNames, (row) => row.spots, 'share', others);
    answer.push({
      country: search.country as ShareOfVoiceCountry['country'],
      tableData: (options.snap ? ranked.slice(0, TABLE_PREVIEW_ROWS) : ranked).map((row) => ({
        id: row.id,
        label: row.label,
        viewability: row.viewability,
        percentage: row.percentage,
        total: row.spots,
        prints: row.prints,
      })),
      pieData: pieOf(ranked, 'spots', others, outside),
      mediaData: media.points,
      mediaCategories: media.categories,
      mediaShares: mediaShares(searchRows, mediaNames, 'spots'),
      trendingSoV: trendChart(trend, ranked.slice(0, TOP_SERIES)),
    });
  }
  if (answer.every((entry) => entry.tableData.length === 0)) throw noData();
  return answer;
}
