-- The version of the market data: bumped in the same transaction as every market load, so each
-- API process can key its cached market answers by it and a load invalidates them all, on every
-- replica (src/features/market-cache/).
create table market_data_version (
  single boolean primary key default true check (single),
  version bigint not null,
  loaded_at timestamptz not null default now()
);
insert into market_data_version (version) values (0);
