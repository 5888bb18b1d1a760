import type { CompareDimension } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { DIMENSION_COLUMNS } from '../share-of-voice/market-sql';

/** An entity's first and last day with a spot in a country, over the whole market. */
export interface EntitySeen {
  country: string;
  entityId: number;
  firstSeen: string;
  lastSeen: string;
}

/**
 * First and last day seen of each entity in each country, whatever the range and filters (as a
 * campaign's first seen is). The trend grain, where kept, answers by its (dimension, country, id,
 * date) index, two probes per entity and country; otherwise the spots do, on markets too small to keep it. Which one is a one-time
 * filter of the plan: the other branch is not run.
 */
export async function entitiesSeen(
  db: Queryable,
  dimension: CompareDimension,
  countries: readonly string[],
  entityIds: readonly number[],
): Promise<EntitySeen[]> {
  const { column } = DIMENSION_COLUMNS[dimension];
  const { rows } = await db.query<EntitySeen>(
    `with trend as (select exists (select 1 from market_rollups where dimension = $1 and grain = 'trend') as kept),
     seen as (
       select country as country_code, id as dim_id,
         (select min(date) from market_daily_trend t where t.dimension = $1 and t.country_code = country and t.dim_id = id)
           as first_day,
         (select max(date) from market_daily_trend t where t.dimension = $1 and t.country_code = country and t.dim_id = id)
           as last_day
       from unnest($2::text[]) country cross join unnest($3::int[]) id
       where (select kept from trend)
       union all
       select country_code, ${column}, min(date), max(date)
       from spots
       where not (select kept from trend) and country_code = any($2::text[]) and ${column} = any($3::int[])
       group by 1, 2
     )
     select country_code as country, dim_id as "entityId", to_char(first_day, 'YYYY-MM-DD') as "firstSeen",
       to_char(last_day, 'YYYY-MM-DD') as "lastSeen"
     from seen where first_day is not null`,
    [dimension, [...countries], [...entityIds]],
  );
  return rows;
}
