-- Per day, country and id of a breakdown dimension, without the media split: the trend charts
-- of share of voice and investment (top ids per day, the rest as "others") read these rows
-- instead of several times as many in market_daily or spots (issue 18: a year of five countries
-- within 500 ms on three million spots). Kept, like the other grains, only where it pays
-- (market_rollups lists it as grain 'trend'); filled by src/features/market-generator/rollups.ts.
create table market_daily_trend (
  dimension text not null,
  country_code text not null,
  date date not null,
  dim_id integer not null,
  spots integer not null,
  amount numeric(18, 2) not null
);
create index market_daily_trend_idx on market_daily_trend (dimension, country_code, date);

alter table market_rollups drop constraint market_rollups_grain_check;
alter table market_rollups add constraint market_rollups_grain_check check (grain in ('day', 'month', 'trend'));
