-- Home's news cards in the language a customer reads the suite in (docs/product.md#home): each
-- card is written in one language. The cards before this migration were English.
alter table news_cards add column lang text not null default 'en' check (lang in ('es', 'en', 'pt'));
create index news_cards_lang_idx on news_cards (lang, position);
