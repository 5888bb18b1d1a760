-- The trend charts read their top ids' days by id, and the day's total from one row per country
-- and day (dimension '*', dim_id 0), instead of every id of the day: the others are the total
-- less the top ids. Existing markets get their totals from a dimension's trend rows (every spot
-- has one id per dimension, so any dimension's rows sum to the day's total).
drop index market_daily_trend_idx;
create index market_daily_trend_idx on market_daily_trend (dimension, country_code, dim_id, date);

insert into market_daily_trend (dimension, country_code, date, dim_id, spots, amount)
select '*', country_code, date, 0, sum(spots), sum(amount)
from market_daily_trend
where dimension = (select min(dimension) from market_rollups where grain = 'trend')
group by country_code, date;

analyze market_daily_trend;
