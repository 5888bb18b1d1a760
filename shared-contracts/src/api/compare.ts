import dayjs from 'dayjs';
import type { IsoDate } from '../search/search-state';

export type {
  CompareColumn,
  CompareCountry,
  CompareDimension,
  CompareEntity,
  CompareFigures,
  CompareMixShare,
  CompareRequest,
  CompareResponse,
  CompareSpend,
  CompareTrendPoint,
  SpendUnavailable,
  TrendGrain,
} from '../schemas/compare';

/** What Compare sets side by side (`POST /v2/compare/{dimension}`). */
export const COMPARE_DIMENSIONS = ['advertisers', 'publishers', 'industries'] as const;

/** How many entities one comparison takes: the first is "mine", the others its rivals. */
export const COMPARE_ENTITIES = { min: 2, max: 20 } as const;

/** What a comparison's latest creatives and top list hold: each entity's 3 and 5. */
export const COMPARE_LATEST_CREATIVES = 3;
export const COMPARE_TOP = 5;

/** The grains a trend chart may have, finest first. */
export const TREND_GRAINS = ['day', 'week', 'month'] as const;

/**
 * A trend chart's grain follows its period: days up to a month, weeks up to six months, months
 * beyond. Daily points over a quarter swing from 0 to 100 % and read as noise (issue 55).
 */
export function trendGrainOf(since: IsoDate, until: IsoDate): (typeof TREND_GRAINS)[number] {
  const start = dayjs(since);
  const end = dayjs(until);
  if (!end.isAfter(start.add(1, 'month'))) return 'day';
  if (!end.isAfter(start.add(6, 'month'))) return 'week';
  return 'month';
}

/** The first day of the grain's period holding `day`: itself, its ISO week's Monday, its month's 1st. */
export function trendPeriodOf(day: IsoDate, grain: (typeof TREND_GRAINS)[number]): IsoDate {
  if (grain === 'day') return day;
  if (grain === 'month') return `${day.slice(0, 7)}-01`;
  const date = dayjs(day);
  // day(): 0 is Sunday; an ISO week starts on Monday.
  return date.subtract((date.day() + 6) % 7, 'day').format('YYYY-MM-DD');
}
