import type { BreakdownDimension, Language, TrendGrain } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import type { MarketSearch } from '../market-search/market-search';
import { localizedName } from '../market-search/localized-name';
import { activeFilters, SqlParams } from '../market-search/search-condition';
import { DIMENSION_COLUMNS, factWhere, planRange, rollupFilterWhere } from './market-sql';

/** Measures of one (dimension id, media id) over the search. */
export interface AggregateRow {
  dimId: number;
  mediaId: number;
  spots: number;
  prints: number;
  amount: number;
  viewabilitySum: number;
  viewabilityN: number;
}

/** Per period: the measure of one top id, or of all the others together (dimId 0). */
export interface TrendRow {
  /** The period's first day: a day, an ISO week's Monday or a month's 1st, not before the search's `since`. */
  date: string;
  dimId: number;
  value: number;
}

/** A row of `aggregateBreakdown` with the names of its ids, when they were asked for. */
export interface NamedAggregateRow extends AggregateRow {
  /** Null when the id has no row in its table of names. */
  label: string | null;
  mediaLabel: string | null;
}

const ROLLUP_MEASURES = 'dim_id, media_id, spots, prints, amount, viewability_sum, viewability_n';

/** The rollup grains kept for a dimension (`day`, `month`, `trend`): one read serves a country's queries. */
export async function rollupGrains(db: Queryable, dimension: BreakdownDimension): Promise<Set<string>> {
  const { rows } = await db.query<{ grain: string }>('select grain from market_rollups where dimension = $1', [
    dimension,
  ]);
  return new Set(rows.map((row) => row.grain));
}

function factPart(
  search: MarketSearch,
  dimension: BreakdownDimension,
  params: SqlParams,
  since: string,
  until: string,
): string {
  const { column, media } = DIMENSION_COLUMNS[dimension];
  return `select ${column} as dim_id, ${media} as media_id, count(*) as spots, sum(prints) as prints, sum(amount) as amount,
      coalesce(sum(viewability::float8), 0) as viewability_sum, count(viewability) as viewability_n
    from spots where ${factWhere(search, params, since, until)} group by 1, 2`;
}

function rollupPart(
  table: 'market_daily' | 'market_monthly',
  search: MarketSearch,
  dimension: BreakdownDimension,
  params: SqlParams,
  from: string,
  to: string,
): string {
  const period = table === 'market_daily' ? 'date' : 'month';
  const filters = rollupFilterWhere(search, dimension, params) ?? '';
  return `select ${ROLLUP_MEASURES} from ${table}
    where dimension = ${params.add(dimension)} and country_code = ${params.add(search.country)}
      and ${period} between ${params.add(from, '::date')} and ${params.add(to, '::date')}${filters}`;
}

/**
 * The search's measures per (dimension id, media id). Reads the monthly rollup for whole months
 * and the daily one for the other days when they exist and the filters allow; spots otherwise.
 */
export async function aggregateBreakdown(
  db: Queryable,
  search: MarketSearch,
  dimension: BreakdownDimension,
): Promise<AggregateRow[]> {
  const params = new SqlParams();
  const { rows } = await db.query<AggregateRow>(await breakdownSql(db, search, dimension, params), params.values);
  return rows;
}

/**
 * `aggregateBreakdown` with each row's names in `lang`, in the same query: under load a round
 * trip costs more than the join (docs/scaling.md).
 */
export async function aggregateNamedBreakdown(
  db: Queryable,
  search: MarketSearch,
  dimension: BreakdownDimension,
  lang: Language,
  grains: ReadonlySet<string>,
): Promise<NamedAggregateRow[]> {
  const params = new SqlParams();
  const { table, mediaTable } = DIMENSION_COLUMNS[dimension];
  const { rows } = await db.query<NamedAggregateRow>(
    `select measures.*, ${localizedName(table, 'names', lang)} as label, ${localizedName(mediaTable, 'media', lang)} as "mediaLabel"
     from (${await breakdownSql(db, search, dimension, params, grains)}) measures
     left join ${table} names on names.id = measures."dimId"
     left join ${mediaTable} media on media.id = measures."mediaId"`,
    params.values,
  );
  return rows;
}

async function breakdownSql(
  db: Queryable,
  search: MarketSearch,
  dimension: BreakdownDimension,
  params: SqlParams,
  knownGrains?: ReadonlySet<string>,
): Promise<string> {
  const parts: string[] = [];
  const grains =
    rollupFilterWhere(search, dimension, new SqlParams()) === null
      ? new Set<string>()
      : (knownGrains ?? (await rollupGrains(db, dimension)));
  const plan = grains.has('month') ? planRange(search.since, search.until) : { months: null, days: [search] };
  if (plan.months)
    parts.push(rollupPart('market_monthly', search, dimension, params, plan.months.from, plan.months.to));
  for (const range of plan.days) {
    parts.push(
      grains.has('day')
        ? rollupPart('market_daily', search, dimension, params, range.since, range.until)
        : factPart(search, dimension, params, range.since, range.until),
    );
  }
  return `select dim_id as "dimId", media_id as "mediaId", sum(spots)::int as spots, sum(prints)::float8 as prints,
        sum(amount)::float8 as amount, sum(viewability_sum)::float8 as "viewabilitySum", sum(viewability_n)::int as "viewabilityN"
     from (${parts.join(' union all ')}) parts group by dim_id, media_id`;
}

export interface TrendOptions {
  /** The periods summed (default `day`): the chart's, so that a year is 12 rows an id, not 365. */
  period?: TrendGrain;
  /** The dimension's rollup grains, when the caller has read them already. */
  grains?: ReadonlySet<string>;
}

/**
 * The first day of a row's period, as `trendPeriodOf` gives it (PostgreSQL's weeks start on
 * Monday too), and not before the search's first day (`since` adds its parameter only when used:
 * PostgreSQL refuses a parameter it cannot type).
 */
function periodOfDate(period: TrendGrain, since: () => string): string {
  return period === 'day' ? 'date' : `greatest(date_trunc('${period}', date)::date, ${since()})`;
}

/**
 * Per period, the measure (spots or amount) of each of `topIds` and of the rest (dimId 0). Only
 * the one measure is summed: on embedded Postgres each extra aggregate over a year of spots costs.
 */
export async function aggregateTrend(
  db: Queryable,
  search: MarketSearch,
  dimension: BreakdownDimension,
  topIds: readonly number[],
  measure: 'spots' | 'amount',
  options: TrendOptions = {},
): Promise<TrendRow[]> {
  const period = options.period ?? 'day';
  const grains = options.grains ?? (await rollupGrains(db, dimension));
  // Without filters the day's total is one row: read the top ids' days by id and subtract.
  if (grains.has('trend') && activeFilters(search).length === 0)
    return trendFromTotals(db, search, dimension, topIds, measure, period);
  const params = new SqlParams();
  const top = params.add([...topIds], '::int[]');
  // The trend grain when its filters allow, else the daily rollup, else the spots themselves.
  const rollup =
    grains.has('trend') && rollupFilterWhere(search, dimension, new SqlParams(), { media: false }) !== null
      ? { table: 'market_daily_trend', media: false }
      : grains.has('day') && rollupFilterWhere(search, dimension, new SqlParams()) !== null
        ? { table: 'market_daily', media: true }
        : null;
  const { column } = DIMENSION_COLUMNS[dimension];
  const grouped = rollup
    ? `select date, case when dim_id = any(${top}) then dim_id else 0 end as dim_id,
          ${measure === 'spots' ? 'sum(spots)' : 'sum(amount::float8)'} as value
        from ${rollup.table}
        where dimension = ${params.add(dimension)} and country_code = ${params.add(search.country)}
          and date between ${params.add(search.since, '::date')} and ${params.add(search.until, '::date')}${rollupFilterWhere(search, dimension, params, { media: rollup.media }) ?? ''}
        group by 1, 2`
    : `select date, case when ${column} = any(${top}) then ${column} else 0 end as dim_id,
          ${measure === 'spots' ? 'count(*)' : 'sum(amount::float8)'} as value
        from spots where ${factWhere(search, params, search.since, search.until)}
        group by 1, 2`;
  // Grouping by the date itself and formatting after is cheaper than grouping by the text.
  const { rows } = await db.query<TrendRow>(
    `select to_char(period, 'YYYY-MM-DD') as date, dim_id as "dimId", sum(value)::float8 as value
     from (select ${periodOfDate(period, () => params.add(search.since, '::date'))} as period, dim_id, value from (${grouped}) days) periods
     group by period, dim_id order by period, dim_id`,
    params.values,
  );
  return rows;
}

/**
 * The trend of a search without filters from the trend grain: each top id's days through the
 * (dimension, country, id, date) index, and "others" (dimId 0) as the day's total (dimension '*')
 * less the top ids, summed per period.
 */
async function trendFromTotals(
  db: Queryable,
  search: MarketSearch,
  dimension: BreakdownDimension,
  topIds: readonly number[],
  measure: 'spots' | 'amount',
  period: TrendGrain,
): Promise<TrendRow[]> {
  // Exact sums (bigint, numeric) until the subtraction, so a day without others has none.
  const value = measure === 'spots' ? 'sum(spots)' : 'sum(amount)';
  const { rows } = await db.query<TrendRow>(
    `with top as (
       select date, dim_id, ${value} as value from market_daily_trend
       where dimension = $1 and country_code = $2 and dim_id = any($3::int[]) and date between $4::date and $5::date
       group by date, dim_id
     ), totals as (
       select date, ${value} as value from market_daily_trend
       where dimension = '*' and country_code = $2 and dim_id = 0 and date between $4::date and $5::date
       group by date
     ), top_days as (
       select date, sum(value) as value from top group by date
     ), days as (
       select date, dim_id, value from top
       union all
       select totals.date, 0, totals.value - coalesce(top_days.value, 0)
       from totals left join top_days on top_days.date = totals.date
     )
     select to_char(period, 'YYYY-MM-DD') as date, dim_id as "dimId", sum(value)::float8 as value
     from (select ${periodOfDate(period, () => '$4::date')} as period, dim_id, value from days) periods
     group by period, dim_id having dim_id <> 0 or sum(value) > 0 order by period, dim_id`,
    [dimension, search.country, [...topIds], search.since, search.until],
  );
  return rows;
}

/** Names in `lang` of the given ids of a dimension's table (or of the media table). */
export async function namesOf(
  db: Queryable,
  table: string,
  ids: readonly number[],
  lang: Language,
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: number; name: string }>(
    `select t.id, ${localizedName(table, 't', lang)} as name from ${table} t where t.id = any($1::int[])`,
    [[...ids]],
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}
