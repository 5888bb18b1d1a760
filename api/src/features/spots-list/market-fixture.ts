import type { Queryable } from '../../db/database';

/**
 * A small hand-made market for the tests of the gallery, spots, creatives and exports: few
 * enough rows to reason about, with the cases they need (two campaigns sharing a creative,
 * names that look like spreadsheet formulas, spots outside the demo window, another country).
 * Counts are never hard-coded by the tests: they compare with SQL over these rows.
 */
const FIXTURE_SQL = `
-- Replaces whatever market the test template carries (a generated one), so the cases are exact.
truncate table spots, campaigns, products, advertisers, publishers, industries, platforms, formats, sources,
  categories, audience_bands, countries cascade;
insert into countries (code, name, currency) values
  ('AR', 'Argentina', 'ARS'), ('MX', 'México', 'MXN'), ('CL', 'Chile', 'CLP'), ('CO', 'Colombia', 'COP');
insert into industries (id, name) values (1, 'Retail'), (2, 'Banca');
insert into advertisers (id, name, industry_id) values
  (1, 'Acme', 1), (2, 'Banco Sol', 2), (3, '=HYPERLINK("http://evil.example")', 1);
insert into products (id, name, advertiser_id) values
  (1, 'Zapatillas Acme', 1), (2, 'Bolsos Acme', 1), (3, 'Cuenta Sol', 2), (4, '+Producto', 3);
insert into publishers (id, name, country_code, url) values
  (1, 'Diario Uno', 'AR', 'https://diariouno.example'), (2, 'Portal Dos', 'AR', 'https://portaldos.example'),
  (3, '@Noticias MX', 'MX', 'https://noticias.example.mx');
insert into platforms (id, name) values (1, 'Desktop'), (3, 'Social Media'), (4, 'Web Mobile');
insert into formats (id, name) values (1, 'Text ADs'), (2, 'Standard ADs'), (4, 'Rich Media ADs'),
  (5, 'Video ADs'), (6, 'Social ADs'), (7, 'Native ADs'), (8, 'Native Video ADs');
insert into sources (id, name) values (1, 'Direct'), (2, 'Programmatic'), (10, 'AppNexus');
insert into categories (id, name) values (1, 'Noticias'), (2, 'Deportes');
insert into campaigns (id, advertiser_id, product_id, industry_id, platform_id, format_id, category_id, style,
                       style_attributes, creativity, screenshot, first_seen, last_seen) values
  (1, 1, 1, 1, 1, 2, 1, 'default', '{}', '/api/creatives/1/creative.svg', '/api/creatives/1/screenshot.svg', '2023-08-01', '2023-08-31'),
  (2, 1, 2, 1, 3, 6, 2, 'facebook',
   '{"header": {"text": "Acme"}, "body": {"text": "Nuevos bolsos", "media": [{"format": "carousel", "src": "/api/creatives/2/slide-1.svg"}, {"format": "carousel", "src": "/api/creatives/2/slide-2.svg"}]}}',
   '/api/creatives/2/creative.svg', '/api/creatives/2/screenshot.svg', '2023-08-01', '2023-08-31'),
  (3, 2, 3, 2, 4, 5, 1, 'youtube-pre-roll', '{}', 'https://www.youtube.com/embed/abc123', '/api/creatives/3/screenshot.svg', '2023-08-01', '2024-02-01'),
  (4, 3, 4, 1, 1, 2, 2, 'default', '{}', '/api/creatives/4/creative.svg', '', '2023-08-01', '2023-08-31'),
  -- Same media as campaign 1: one card with unique=1.
  (5, 1, 1, 1, 1, 2, 1, 'default', '{}', '/api/creatives/1/creative.svg', '/api/creatives/5/screenshot.svg', '2023-08-10', '2023-08-20'),
  (6, 2, 3, 2, 1, 2, 1, 'default', '{}', '/api/creatives/6/creative.svg', '/api/creatives/6/screenshot.svg', '2023-08-01', '2023-08-31');

-- AR: every day of August 2023, campaigns 1-4 with 1 to 3 spots a day; campaign 5 on the 10th-20th.
insert into spots (id, date, country_code, campaign_id, advertiser_id, product_id, industry_id, publisher_id,
                   platform_id, format_id, source_id, category_id, amount, prints, viewability, page_url, screenshot)
select row_number() over (order by n, c.id, k), date '2023-08-01' + n, 'AR', c.id, c.advertiser_id, c.product_id,
       c.industry_id, 1 + (n + k + c.id) % 2, c.platform_id, c.format_id, (array[1, 2, 10])[1 + (n + k) % 3],
       c.category_id, 100 * c.id + n + k, 1000 + n * c.id + k,
       case when (n + k) % 5 = 0 then null else 35 + (n * 7 + c.id * 3 + k) % 60 end,
       case when k = 1 then 'https://diariouno.example/nota-' || n else '' end,
       -- Even days were captured: the capture of that very spot.
       case when n % 2 = 0
         then '/api/creatives/' || c.id || '/screenshot-' || row_number() over (order by n, c.id, k) || '.svg'
         else '' end
from campaigns c
cross join generate_series(0, 30) n
cross join lateral generate_series(1, 1 + (n + c.id) % 3) k
where c.id between 1 and 4 or (c.id = 5 and n between 9 and 19);

-- Outside the demo window, and in another country.
insert into spots (id, date, country_code, campaign_id, advertiser_id, product_id, industry_id, publisher_id,
                   platform_id, format_id, source_id, category_id, amount, prints, viewability, page_url, screenshot)
values
  (1001, '2024-02-01', 'AR', 3, 2, 3, 2, 2, 4, 5, 1, 1, 500, 2000, 80, 'https://portaldos.example/feb', ''),
  (1002, '2023-08-05', 'MX', 6, 2, 3, 2, 3, 1, 2, 2, 1, 700, 3000, 55, 'https://noticias.example.mx/a', ''),
  (1003, '2023-08-06', 'MX', 6, 2, 3, 2, 3, 1, 2, 2, 1, 710, 3100, null, '', '');
`;

export async function insertMarketFixture(db: Queryable): Promise<void> {
  await db.exec(FIXTURE_SQL);
}

/** The fixture's whole AR month, as one body entry. */
export const AUGUST_AR = { country: 'AR', since: '2023-08-01', until: '2023-08-31' } as const;
