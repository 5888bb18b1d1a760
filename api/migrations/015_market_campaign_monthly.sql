-- Compare (issue 55) on the 3M-spot market, PostgreSQL: the entities' campaigns and publishers
-- per country were one read of the range's spots (Brazil's year of 20 advertisers: 179,000 spots,
-- 55–70 ms a country). This grain keeps spots per country, month, campaign and publisher (about
-- 620,000 rows on 3M spots, 4.8× fewer), with the campaign's ids to filter and group by, its last
-- day and viewability; Compare reads it for the whole months of the range and spots for the days
-- around them. Kept, like the other grains, only where it pays (market_rollups lists it as
-- dimension 'campaigns', grain 'month'); filled by src/features/market-generator/rollups.ts.
create table market_campaign_monthly (
  country_code text not null,
  -- First day of the month.
  month date not null,
  campaign_id integer not null,
  publisher_id integer not null,
  advertiser_id integer not null,
  industry_id integer not null,
  product_id integer not null,
  platform_id integer not null,
  format_id integer not null,
  category_id integer not null,
  spots integer not null,
  last_day date not null,
  viewability_sum double precision not null,
  viewability_n integer not null
);
create index market_campaign_monthly_idx on market_campaign_monthly (country_code, month);
