-- The monitored market: reference dimensions, campaigns with their creative, and spots as fact
-- rows. Filled by the deterministic generator (src/features/market-generator).

create table countries (
  code text primary key,
  name text not null,
  currency text not null
);

create table industries (
  id integer primary key,
  name text not null
);

create table advertisers (
  id integer primary key,
  name text not null,
  industry_id integer not null references industries (id)
);
create index advertisers_industry_idx on advertisers (industry_id);

create table products (
  id integer primary key,
  name text not null,
  advertiser_id integer not null references advertisers (id)
);
create index products_advertiser_idx on products (advertiser_id);

create table publishers (
  id integer primary key,
  name text not null,
  country_code text not null references countries (code),
  url text not null
);
create index publishers_country_idx on publishers (country_code);

-- Fixed option sets (docs/product.md#filters): platforms 1, 3, 4; formats 1, 2, 4-8; sources 1, 2, 10.
create table platforms (id integer primary key, name text not null);
create table formats (id integer primary key, name text not null);
create table sources (id integer primary key, name text not null);
create table categories (id integer primary key, name text not null);

create table campaigns (
  id integer primary key,
  advertiser_id integer not null references advertisers (id),
  product_id integer not null references products (id),
  industry_id integer not null references industries (id),
  platform_id integer not null references platforms (id),
  format_id integer not null references formats (id),
  category_id integer not null references categories (id),
  style text not null,
  style_attributes jsonb not null default '{}'::jsonb,
  -- Media URL of the creative: an image or video the API serves, or a youtube embed URL.
  creativity text not null,
  screenshot text not null default '',
  first_seen date not null,
  last_seen date not null
);
create index campaigns_advertiser_idx on campaigns (advertiser_id);

-- One row per captured spot. Dimensions are denormalised from the campaign so that the
-- share-of-voice and investment aggregations read one table.
create table spots (
  id bigint primary key,
  date date not null,
  country_code text not null references countries (code),
  campaign_id integer not null references campaigns (id),
  advertiser_id integer not null,
  product_id integer not null,
  industry_id integer not null,
  publisher_id integer not null references publishers (id),
  platform_id integer not null,
  format_id integer not null,
  source_id integer not null,
  category_id integer not null,
  -- In the country's local currency.
  amount numeric(14, 2) not null,
  prints integer not null,
  -- pViewability in percent; null when not measured.
  viewability real,
  page_url text not null default '',
  screenshot text not null default ''
);
create index spots_country_date_idx on spots (country_code, date);
create index spots_campaign_idx on spots (campaign_id);

-- Audience distribution by band for an advertiser in a country (docs/product.md#audiences).
create table audience_bands (
  country_code text not null references countries (code),
  advertiser_id integer not null references advertisers (id),
  label text not null,
  value real not null,
  primary key (country_code, advertiser_id, label)
);

-- USD quotes keyed by currency: how many units of the currency one USD buys.
create table exchange_rates (
  currency text primary key,
  usd_rate numeric(18, 6) not null,
  as_of date not null
);
