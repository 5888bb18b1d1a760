import type { Queryable } from '../../db/database';
import type { MarketData } from './generate-market';
import { COUNTRIES } from './reference-data';

/** 'trend': per day and id without the media split, for the trend charts. */
type RollupGrain = 'day' | 'month' | 'trend';

/** Each breakdown dimension, its spots column and the column its media chart splits by. */
const ROLLUP_DIMENSIONS = [
  { dimension: 'industries', column: 'industry_id', media: 'platform_id' },
  { dimension: 'advertisers', column: 'advertiser_id', media: 'platform_id' },
  { dimension: 'products', column: 'product_id', media: 'platform_id' },
  { dimension: 'categories', column: 'category_id', media: 'platform_id' },
  { dimension: 'formats', column: 'format_id', media: 'platform_id' },
  { dimension: 'publishers', column: 'publisher_id', media: 'platform_id' },
  { dimension: 'platforms', column: 'platform_id', media: 'format_id' },
  { dimension: 'sources', column: 'source_id', media: 'platform_id' },
] as const;
type Dimension = (typeof ROLLUP_DIMENSIONS)[number]['dimension'];

/** A grain is kept when it has at least this many times fewer rows than spots. */
const DEFAULT_MIN_REDUCTION = 3;
/**
 * The trend grain is read by its (dimension, country, id, date) index for the top ids alone, so
 * it pays for itself at a smaller reduction: on the 1.2M-spot market advertisers (2.1×) and
 * products (1.7×) read their trend from it instead of scanning the period's spots (17.8 ms on
 * average under load; the other dimensions' index reads took 2–7 ms).
 */
const TREND_REDUCTION_SHARE = 0.5;
/**
 * Below this many spots no grain is kept: queries over spots answer fast enough (measured with
 * api/bench), and storing the aggregates would add seconds to every first start.
 */
const DEFAULT_MIN_SPOTS = 1_000_000;

const MEASURES = `count(*) as spots, sum(prints) as prints, sum(amount) as amount,
  coalesce(sum(viewability::float8), 0) as viewability_sum, count(viewability) as viewability_n`;
const SUMS = `sum(spots), sum(prints), sum(amount), sum(viewability_sum), sum(viewability_n)`;
const COLUMNS =
  'dimension, country_code, %period%, dim_id, media_id, spots, prints, amount, viewability_sum, viewability_n';

interface Census {
  /** Distinct (country, day, dim id, media id), (country, month, …) and (country, day, dim id) per dimension. */
  rows: Record<Dimension, Record<RollupGrain, number>>;
  /** Spots per (country index * 65536 + dim id), per dimension: market_presence. */
  presence: Record<Dimension, Map<number, number>>;
}

/**
 * Counts the rows each grain would have, in memory from the generated columns (a count of
 * distinct keys per dimension costs seconds in SQL; here one pass does every dimension).
 */
function census(data: MarketData): Census {
  const { spots, campaigns, days } = data;
  const monthOfDay = days.map((day) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)));
  const keys = ROLLUP_DIMENSIONS.map(() => ({
    day: new Set<number>(),
    month: new Set<number>(),
    trend: new Set<number>(),
  }));
  const presence = ROLLUP_DIMENSIONS.map(() => new Map<number, number>());
  const ids = [0, 0];
  for (let row = 0; row < spots.count; row += 1) {
    const campaign = campaigns[(spots.campaign[row] as number) - 1] as MarketData['campaigns'][number];
    const country = spots.country[row] as number;
    const day = spots.day[row] as number;
    ROLLUP_DIMENSIONS.forEach(({ dimension }, index) => {
      dimensionIds(dimension, campaign, spots.publisher[row] as number, spots.source[row] as number, ids);
      const [dimId = 0, mediaId = 0] = ids;
      const cell = (dimId * 16 + mediaId) * 32 + country;
      (keys[index] as { day: Set<number> }).day.add(cell * 4096 + day);
      (keys[index] as { month: Set<number> }).month.add(cell * 4096 + (monthOfDay[day] as number) - 24000);
      (keys[index] as { trend: Set<number> }).trend.add((dimId * 32 + country) * 4096 + day);
      const map = presence[index] as Map<number, number>;
      const presenceKey = country * 65536 + dimId;
      map.set(presenceKey, (map.get(presenceKey) ?? 0) + 1);
    });
  }
  const rows = {} as Census['rows'];
  const presenceByDimension = {} as Census['presence'];
  ROLLUP_DIMENSIONS.forEach(({ dimension }, index) => {
    rows[dimension] = {
      day: keys[index]?.day.size ?? 0,
      month: keys[index]?.month.size ?? 0,
      trend: keys[index]?.trend.size ?? 0,
    };
    presenceByDimension[dimension] = presence[index] as Map<number, number>;
  });
  return { rows, presence: presenceByDimension };
}

/** Writes the spot's [dim id, media id] for a dimension into `into` (no allocation per row). */
function dimensionIds(
  dimension: Dimension,
  campaign: MarketData['campaigns'][number],
  publisher: number,
  source: number,
  into: number[],
): void {
  into[1] = campaign.platformId;
  switch (dimension) {
    case 'industries':
      into[0] = campaign.industryId;
      return;
    case 'advertisers':
      into[0] = campaign.advertiserId;
      return;
    case 'products':
      into[0] = campaign.productId;
      return;
    case 'categories':
      into[0] = campaign.categoryId;
      return;
    case 'formats':
      into[0] = campaign.formatId;
      return;
    case 'publishers':
      into[0] = publisher;
      return;
    case 'platforms':
      into[0] = campaign.platformId;
      into[1] = campaign.formatId;
      return;
    case 'sources':
      into[0] = source;
  }
}

async function insertPresence(db: Queryable, dimension: string, presence: Map<number, number>): Promise<void> {
  const keys = [...presence.keys()];
  await db.query(
    `insert into market_presence (dimension, country_code, dim_id, spots)
     select $1, * from unnest($2::text[], $3::int[], $4::int[])`,
    [
      dimension,
      keys.map((key) => COUNTRIES[Math.floor(key / 65536)]?.code as string),
      keys.map((key) => key % 65536),
      keys.map((key) => presence.get(key) as number),
    ],
  );
}

export interface RollupOptions {
  /** Keep a grain when spots / rows >= this; 0 keeps every grain (tests). */
  minReduction?: number;
  /** Keep no grain for a market smaller than this; 0 always considers them (tests). */
  minSpots?: number;
}

/**
 * Rebuilds the rollups of the loaded market: counts each grain's rows from the generated data,
 * fills the grains that pay for themselves with INSERT … SELECT … GROUP BY over spots (the month
 * from the day grain when that exists), records them in market_rollups, and fills
 * market_presence (always). Returns the grains kept, e.g. `industries/day`.
 */
export async function buildMarketRollups(
  db: Queryable,
  data: MarketData,
  options: RollupOptions = {},
): Promise<string[]> {
  const minReduction = options.minReduction ?? DEFAULT_MIN_REDUCTION;
  const considered = data.spots.count >= (options.minSpots ?? DEFAULT_MIN_SPOTS);
  const counted = census(data);
  await db.exec(
    'delete from market_rollups; delete from market_daily; delete from market_monthly; delete from market_daily_trend; delete from market_presence; delete from market_campaign_monthly;',
  );
  const kept: string[] = [];
  const keep = (rows: number, reduction = minReduction) =>
    considered && rows > 0 && data.spots.count / rows >= reduction;
  for (const { dimension, column, media } of ROLLUP_DIMENSIONS) {
    await insertPresence(db, dimension, counted.presence[dimension]);
    const rows = counted.rows[dimension];
    if (keep(rows.day)) {
      await db.query(
        `insert into market_daily (${COLUMNS.replace('%period%', 'date')})
         select $1, country_code, date, ${column}, ${media}, ${MEASURES} from spots group by 2, 3, 4, 5`,
        [dimension],
      );
      kept.push(`${dimension}/day`);
    }
    if (keep(rows.month)) {
      const source = keep(rows.day)
        ? `select $1, country_code, date_trunc('month', date)::date, dim_id, media_id, ${SUMS}
           from market_daily where dimension = $1 group by 2, 3, 4, 5`
        : `select $1, country_code, date_trunc('month', date)::date, ${column}, ${media}, ${MEASURES}
           from spots group by 2, 3, 4, 5`;
      await db.query(`insert into market_monthly (${COLUMNS.replace('%period%', 'month')}) ${source}`, [dimension]);
      kept.push(`${dimension}/month`);
    }
    if (keep(rows.trend, minReduction * TREND_REDUCTION_SHARE)) {
      const source = keep(rows.day)
        ? `select $1, country_code, date, dim_id, sum(spots), sum(amount) from market_daily where dimension = $1 group by 2, 3, 4`
        : `select $1, country_code, date, ${column}, count(*), sum(amount) from spots group by 2, 3, 4`;
      await db.query(
        `insert into market_daily_trend (dimension, country_code, date, dim_id, spots, amount) ${source}`,
        [dimension],
      );
      kept.push(`${dimension}/trend`);
    }
  }
  const trendKept = kept.find((grain) => grain.endsWith('/trend'));
  if (trendKept) {
    // The day's totals per country (dimension '*'): the trend charts' "others" are the total less
    // the top ids. Any dimension's trend rows sum to them.
    await db.query(
      `insert into market_daily_trend (dimension, country_code, date, dim_id, spots, amount)
       select '*', country_code, date, 0, sum(spots), sum(amount) from market_daily_trend where dimension = $1
       group by country_code, date`,
      [trendKept.split('/')[0] as string],
    );
  }
  for (const grain of kept) {
    const [dimension, period] = grain.split('/') as [Dimension, RollupGrain];
    await db.query('insert into market_rollups (dimension, grain, rows) values ($1, $2, $3)', [
      dimension,
      period,
      counted.rows[dimension][period],
    ]);
  }
  const campaignRows = considered ? campaignMonthRows(data) : 0;
  if (keep(campaignRows)) {
    await db.query(
      `insert into market_campaign_monthly (country_code, month, campaign_id, publisher_id, advertiser_id, industry_id,
         product_id, platform_id, format_id, category_id, spots, last_day, viewability_sum, viewability_n)
       select country_code, date_trunc('month', date)::date, campaign_id, publisher_id, min(advertiser_id),
         min(industry_id), min(product_id), min(platform_id), min(format_id), min(category_id), count(*), max(date),
         coalesce(sum(viewability::float8), 0), count(viewability)
       from spots group by 1, 2, 3, 4
       -- In the order of its index: a country's months are a few hundred pages, not thousands.
       order by 1, 2`,
    );
    // Not in the returned list (the breakdown dimensions' grains): Compare looks it up here.
    await db.query("insert into market_rollups (dimension, grain, rows) values ('campaigns', 'month', $1)", [
      campaignRows,
    ]);
  }
  await db.exec(
    'analyze market_daily; analyze market_monthly; analyze market_daily_trend; analyze market_presence; analyze market_campaign_monthly;',
  );
  return kept;
}

/**
 * Rows of the campaign grain (market_campaign_monthly): distinct (country, month, campaign,
 * publisher). A campaign's advertiser, industry, product, platform, format and category are its own.
 */
function campaignMonthRows(data: MarketData): number {
  const { spots, days } = data;
  const monthOfDay = days.map((day) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)));
  const firstMonth = Math.min(...monthOfDay);
  const keys = new Set<number>();
  for (let row = 0; row < spots.count; row += 1) {
    const month = (monthOfDay[spots.day[row] as number] as number) - firstMonth;
    const cell = ((spots.campaign[row] as number) * 65536 + (spots.publisher[row] as number)) * 32;
    keys.add((cell + (spots.country[row] as number)) * 1024 + month);
  }
  return keys.size;
}
