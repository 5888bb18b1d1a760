-- Daily and monthly aggregates of spots per breakdown dimension, so that share of voice,
-- investment and snapshots over long ranges read thousands of rows instead of millions.
-- Filled after every market load (src/features/market-generator/rollups.ts), and only where
-- they pay: a grain of a dimension is kept when it is several times smaller than spots, and
-- market_rollups lists what was kept. Queries use them only when the search's filters can be
-- answered from them; otherwise they read spots.
--
-- dimension: industries, advertisers, products, categories, formats, publishers, platforms,
-- sources. dim_id is that dimension's id; media_id is the platform of the spots, except for the
-- platforms dimension, where it is the format (the stacked "media" chart of each breakdown).

create table market_rollups (
  dimension text not null,
  grain text not null check (grain in ('day', 'month')),
  rows integer not null,
  primary key (dimension, grain)
);

create table market_daily (
  dimension text not null,
  country_code text not null,
  date date not null,
  dim_id integer not null,
  media_id integer not null,
  spots integer not null,
  prints bigint not null,
  amount numeric(18, 2) not null,
  viewability_sum double precision not null,
  viewability_n integer not null
);
create index market_daily_idx on market_daily (dimension, country_code, date);

create table market_monthly (
  dimension text not null,
  country_code text not null,
  -- First day of the month.
  month date not null,
  dim_id integer not null,
  media_id integer not null,
  spots integer not null,
  prints bigint not null,
  amount numeric(18, 2) not null,
  viewability_sum double precision not null,
  viewability_n integer not null
);
create index market_monthly_idx on market_monthly (dimension, country_code, month);

-- Which ids of each dimension appear in each country, with their spots over the whole history:
-- the autocomplete narrows to the country and ranks by it without scanning spots.
create table market_presence (
  dimension text not null,
  country_code text not null,
  dim_id integer not null,
  spots integer not null,
  primary key (dimension, country_code, dim_id)
);
