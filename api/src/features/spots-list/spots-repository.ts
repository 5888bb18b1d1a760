import type { Language, PublicSpot, SpotRow, StyleAttributes } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { spotScreenshotSql } from '../creatives/creative-files';
import { localizedName } from '../market-search/localized-name';
import { spotCondition } from '../market-search/search-condition';
import type { MarketSearch } from '../market-search/market-search';
import { firstSeenInCountrySql } from '../gallery/first-seen';

interface SpotRecord {
  id: number;
  campaign_id: number;
  date: string;
  country: string;
  advertiser: string;
  platform: string;
  publisher: string;
  category: string;
  format: string;
  product: string;
  industry: string;
  advertiser_id: number;
  platform_id: number;
  publisher_id: number;
  category_id: number;
  format_id: number;
  product_id: number;
  industry_id: number;
  p_viewability: number | null;
  style: string;
  style_attributes: StyleAttributes;
  creativity: string;
  screenshot: string;
  spots: number;
}

const NAME_JOINS = `
  join campaigns c on c.id = s.campaign_id
  join advertisers a on a.id = s.advertiser_id
  join products pr on pr.id = s.product_id
  join industries ind on ind.id = s.industry_id
  join publishers pub on pub.id = s.publisher_id
  join platforms pl on pl.id = s.platform_id
  join formats f on f.id = s.format_id
  join categories cat on cat.id = s.category_id`;

/** The names of a spot's translated dimensions in `lang` (industry, platform, category, format). */
const namesIn = (lang: Language) => ({
  industry: localizedName('industries', 'ind', lang),
  platform: localizedName('platforms', 'pl', lang),
  category: localizedName('categories', 'cat', lang),
  format: localizedName('formats', 'f', lang),
});

/** A spot with the names of its dimensions (in `lang`) and its campaign's creative. */
const spotSelect = (lang: Language) => {
  const name = namesIn(lang);
  return `
  select s.id::float8 as id, s.campaign_id, to_char(s.date, 'YYYY-MM-DD') as date, s.country_code as country,
         a.name as advertiser, ${name.platform} as platform, pub.name as publisher, ${name.category} as category,
         ${name.format} as format, pr.name as product, ${name.industry} as industry,
         s.advertiser_id, s.platform_id, s.publisher_id, s.category_id, s.format_id, s.product_id, s.industry_id,
         round(s.viewability::numeric, 2)::float8 as p_viewability,
         c.style, c.style_attributes, c.creativity,
         ${spotScreenshotSql('s')} as screenshot,
         1 as spots
  from spots s ${NAME_JOINS}`;
};

/**
 * A row of the Spots List is a creative seen on one site, platform and format on one day; Spots
 * counts those sightings (docs/product.md#spots-list). Its id, capture and country are its latest spot's.
 */
const SPOT_ROW_KEY = 's.date, s.campaign_id, s.publisher_id, s.platform_id, s.format_id, s.category_id';

const spotRowSelect = (lang: Language) => {
  const name = namesIn(lang);
  return `
  select max(s.id)::float8 as id, s.campaign_id, to_char(s.date, 'YYYY-MM-DD') as date,
         min(s.country_code) as country,
         min(a.name) as advertiser, min(${name.platform}) as platform, min(pub.name) as publisher,
         min(${name.category}) as category, min(${name.format}) as format, min(pr.name) as product,
         min(${name.industry}) as industry,
         min(s.advertiser_id) as advertiser_id, s.platform_id, s.publisher_id, s.category_id, s.format_id,
         min(s.product_id) as product_id, min(s.industry_id) as industry_id,
         round(avg(s.viewability)::numeric, 2)::float8 as p_viewability,
         min(c.style) as style, (array_agg(c.style_attributes))[1] as style_attributes, min(c.creativity) as creativity,
         (array_agg(${spotScreenshotSql('s')} order by s.id desc))[1] as screenshot,
         count(*)::int as spots
  from spots s ${NAME_JOINS}`;
};

function toSpotRow(record: SpotRecord): Omit<SpotRow, 'firstSeenDate'> {
  return {
    id: Number(record.id),
    campaignId: record.campaign_id,
    date: record.date,
    advertiser: record.advertiser,
    platform: record.platform,
    publisher: record.publisher,
    category: record.category,
    format: record.format,
    product: record.product,
    industry: record.industry,
    // The ids make each name a filter (the add-filters dialog of a spot).
    advertiserId: record.advertiser_id,
    platformId: record.platform_id,
    publisherId: record.publisher_id,
    categoryId: record.category_id,
    formatId: record.format_id,
    productId: record.product_id,
    industryId: record.industry_id,
    pViewability: record.p_viewability,
    style: record.style,
    styleAttributes: record.style_attributes,
    creativity: record.creativity,
    screenshot: record.screenshot,
    spots: record.spots,
  };
}

/** Whether the search finds any spot (the exports' no-data rule). */
export async function countSpots(db: Queryable, search: MarketSearch): Promise<number> {
  const where = spotCondition(search);
  const { rows } = await db.query<{ total: number }>(
    `select count(*)::int as total from spots s where ${where.sql}`,
    where.params,
  );
  return rows[0]?.total ?? 0;
}

/** How many Spots List rows the search has. */
export async function countSpotRows(db: Queryable, search: MarketSearch): Promise<number> {
  const where = spotCondition(search);
  const { rows } = await db.query<{ total: number }>(
    `select count(*)::int as total from (select 1 from spots s where ${where.sql} group by ${SPOT_ROW_KEY}) seen`,
    where.params,
  );
  return rows[0]?.total ?? 0;
}

/**
 * One page of the search's Spots List rows, newest first, each with its campaign's first day seen
 * in the country (looked up once per campaign of the page). `limit` null reads them all.
 */
export async function findSpots(
  db: Queryable,
  search: MarketSearch,
  page: { offset: number; limit: number | null },
  lang: Language,
): Promise<SpotRow[]> {
  const where = spotCondition(search);
  const params = [...where.params, page.offset];
  const limit = page.limit === null ? '' : `limit $${params.push(page.limit)}`;
  const firstSeen = firstSeenInCountrySql('shown.campaign_id', `$${params.push(search.country)}`);
  const { rows } = await db.query<SpotRecord & { first_seen_date: string }>(
    `with page as (
       ${spotRowSelect(lang)} where ${where.sql} group by ${SPOT_ROW_KEY}
       order by s.date desc, max(s.id) desc offset $${where.params.length + 1} ${limit}
     ),
     first_seen as (
       select shown.campaign_id, to_char(${firstSeen}, 'YYYY-MM-DD') as first_seen_date
       from (select distinct campaign_id from page) shown
     )
     select page.*, first_seen.first_seen_date
     from page join first_seen using (campaign_id)
     order by page.date desc, page.id desc`,
    params,
  );
  return rows.map((record) => ({ ...toSpotRow(record), firstSeenDate: record.first_seen_date }));
}

/** One spot by id, for the public page; null when unknown. */
export async function findPublicSpot(db: Queryable, id: number, lang: Language): Promise<PublicSpot | null> {
  const { rows } = await db.query<SpotRecord>(`${spotSelect(lang)} where s.id = $1`, [id]);
  const record = rows[0];
  return record ? { ...toSpotRow(record), country: record.country } : null;
}
