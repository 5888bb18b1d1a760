-- Compare (issue 55) on the 3M-spot market, PostgreSQL:
-- * A campaign's spots by country and day, instead of by campaign alone: a campaign's first day
--   in a country (the gallery's, spots list's and Compare's cards' "first seen") is one index
--   probe instead of a look at every spot of the campaign (57 of them cost 146 ms, 57,838 buffers,
--   on Mexico's year), "new in the period" one probe that reads no table, and a card's last spot
--   on its day no BitmapAnd with the day's spots. It serves every query by campaign alone too.
-- * The trend grain's index covers spots and amount: the trend charts read their ids' days from
--   the index alone (Brazil's year of 20 advertisers: 118 buffers instead of 4,098).
create index spots_campaign_country_date_idx on spots (campaign_id, country_code, date);
drop index spots_campaign_idx;

drop index market_daily_trend_idx;
create index market_daily_trend_idx on market_daily_trend (dimension, country_code, dim_id, date) include (spots, amount);
