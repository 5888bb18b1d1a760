-- The names a customer reads in Spanish and Portuguese beside the English `name`, for the market's
-- fixed dimensions (docs/product.md#filters). Advertisers, products and publishers keep their own
-- names in every language. Filled by the generator (reference-names.ts) on load and on every start.
alter table industries add column name_es text, add column name_pt text;
alter table categories add column name_es text, add column name_pt text;
alter table platforms add column name_es text, add column name_pt text;
alter table formats add column name_es text, add column name_pt text;
alter table sources add column name_es text, add column name_pt text;
