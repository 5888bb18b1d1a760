import type { Campaign, GallerySort, Language, StyleAttributes } from 'shared-contracts';
import type { Queryable, SqlParam } from '../../db/database';
import { spotScreenshotSql } from '../creatives/creative-files';
import { localizedName } from '../market-search/localized-name';
import { spotCondition } from '../market-search/search-condition';
import { type MarketSearch } from '../market-search/market-search';
import { firstSeenInCountrySql } from './first-seen';

export interface CardsQuery {
  search: MarketSearch;
  /** One card per creative (the same media URL) instead of one per campaign. */
  unique: boolean;
  offset: number;
  /** null reads every card (exports). */
  limit: number | null;
  /** Only this campaign's spots (its more-info record). */
  campaignId?: number;
  /** Most spots first when absent. */
  sort?: GallerySort;
  /** Only the cards whose campaign was first seen within the search's range. */
  newInPeriod?: boolean;
}

interface CardRecord {
  id: number;
  advertiser: string;
  advertiser_id: number;
  industry: string;
  industry_id: number;
  product: string;
  product_id: number;
  platform: string;
  platform_id: number;
  format: string;
  format_id: number;
  category: string;
  style: string;
  style_attributes: StyleAttributes;
  creativity: string;
  first_seen_date: string;
  last_seen: string;
  last_seen_date: string;
  last_seen_url: string;
  last_seen_screenshot: string;
  spots: number;
  p_viewability: number | null;
}

/** Groups the matching spots by card: campaign, or creative when `unique`. */
function matchingCards(query: CardsQuery): { sql: string; params: SqlParam[] } {
  const where = spotCondition(query.search);
  const params: SqlParam[] = [...where.params, query.unique];
  const uniqueParam = `$${params.length}::boolean`;
  const campaign = query.campaignId === undefined ? '' : ` and s.campaign_id = $${params.push(query.campaignId)}`;
  return {
    sql: `select case when ${uniqueParam} then c.creativity else c.id::text end as card_key,
             count(*)::int as spots,
             avg(s.viewability) as p_viewability,
             -- The card shows where it was seen last (and, per creative, that spot's campaign).
             (array_agg(s.id order by s.date desc, s.id desc))[1] as last_spot_id,
             -- Its campaign, kept here: a join back to spots by id was planned as a merge over the
             -- whole spots index (a 3-month page: 680 of 720 ms).
             (array_agg(s.campaign_id order by s.date desc, s.id desc))[1] as campaign_id
      from spots s join campaigns c on c.id = s.campaign_id
      where ${where.sql}${campaign}
      group by 1`,
    params,
  };
}

/**
 * `cards`: each card with its campaign and that campaign's first day seen in the country; only
 * the cards new in the period when asked. With `firstSeen: false` the first day is left to the
 * page (see findCards): a search of three months has thousands of cards and a page shows 15.
 */
function cardsCte(
  query: CardsQuery,
  { firstSeen = true }: { firstSeen?: boolean } = {},
): { sql: string; params: SqlParam[] } {
  const { search } = query;
  const { sql: matching, params } = matchingCards(query);
  if (!firstSeen) {
    return {
      sql: `with cards as (${matching})`,
      params,
    };
  }
  const firstSeenSql = firstSeenInCountrySql('matching.campaign_id', `$${params.push(search.country)}`);
  const newOnly = query.newInPeriod
    ? `where first_seen between $${params.push(search.since)}::date and $${params.push(search.until)}::date`
    : '';
  return {
    sql: `with cards as (
      select * from (
        select matching.*, ${firstSeenSql} as first_seen from (${matching}) matching
      ) seen
      ${newOnly}
    )`,
    params,
  };
}

/** The gallery's orders; ties by campaign id, so pages are stable. */
const ORDER_BY: Readonly<Record<GallerySort, string>> = {
  spots: 'cards.spots desc, c.id',
  // Newest first; campaigns first seen the same day by spots, like the default order.
  firstSeen: 'cards.first_seen desc, cards.spots desc, c.id',
};

export async function countCards(db: Queryable, query: Omit<CardsQuery, 'offset' | 'limit'>): Promise<number> {
  const cards = { ...query, offset: 0, limit: null };
  const count = async ({ sql, params }: { sql: string; params: SqlParam[] }) =>
    (await db.query<{ total: number }>(sql, params)).rows[0]?.total ?? 0;
  if (query.newInPeriod) {
    const cte = cardsCte(cards);
    return count({ sql: `${cte.sql} select count(*)::int as total from cards`, params: cte.params });
  }
  // Without the filter a count needs neither a card's last spot nor its first day, and the database
  // skips the aggregate that finds the last spot (12 months of Brazil, 1.2M spots:
  // 25 ms instead of 150).
  const matching = matchingCards(cards);
  return count({ sql: `select count(*)::int as total from (${matching.sql}) matching`, params: matching.params });
}

/** A page of cards in the asked order, most spots first by default. */
export async function findCards(db: Queryable, query: CardsQuery & { lang: Language }): Promise<Campaign[]> {
  const nameOf = (table: string, alias: string) => localizedName(table, alias, query.lang);
  const sort = query.sort ?? 'spots';
  // Ordered by spots and not filtered by it, a card's first day is looked up for the page's cards
  // only (a 3-month Campaigns page on 1.2M spots: every card's first day took most of its time).
  const pageFirst = sort === 'spots' && !query.newInPeriod;
  const cte = cardsCte(query, { firstSeen: !pageFirst });
  const params: SqlParam[] = [...cte.params];
  const page = `offset $${params.push(query.offset)} ${query.limit === null ? '' : `limit $${params.push(query.limit)}`}`;
  const cards = pageFirst
    ? `(select cards.*, ${firstSeenInCountrySql('cards.campaign_id', `$${params.push(query.search.country)}`)} as first_seen
        from (select * from cards order by cards.spots desc, cards.campaign_id ${page}) cards) cards`
    : 'cards';
  const { rows } = await db.query<CardRecord>(
    `${cte.sql}
     select c.id, a.name as advertiser, c.advertiser_id, ${nameOf('industries', 'ind')} as industry, c.industry_id,
            pr.name as product, c.product_id, ${nameOf('platforms', 'pl')} as platform, c.platform_id,
            ${nameOf('formats', 'f')} as format, c.format_id, ${nameOf('categories', 'cat')} as category,
            c.style, c.style_attributes, c.creativity, to_char(cards.first_seen, 'YYYY-MM-DD') as first_seen_date,
            pub.name as last_seen, to_char(ls.date, 'YYYY-MM-DD') as last_seen_date,
            coalesce(nullif(ls.page_url, ''), pub.url) as last_seen_url,
            ${spotScreenshotSql('ls')} as last_seen_screenshot,
            cards.spots, round(cards.p_viewability::numeric, 2)::float8 as p_viewability
     from ${cards}
     join spots ls on ls.id = cards.last_spot_id
     join campaigns c on c.id = cards.campaign_id
     join advertisers a on a.id = c.advertiser_id
     join industries ind on ind.id = c.industry_id
     join products pr on pr.id = c.product_id
     join platforms pl on pl.id = c.platform_id
     join formats f on f.id = c.format_id
     join categories cat on cat.id = c.category_id
     join publishers pub on pub.id = ls.publisher_id
     order by ${ORDER_BY[sort]}
     ${pageFirst ? '' : page}`,
    params,
  );
  return rows.map(toCampaign);
}

function toCampaign(record: CardRecord): Campaign {
  return {
    id: record.id,
    advertiser: record.advertiser,
    advertiserId: record.advertiser_id,
    industry: record.industry,
    industryId: record.industry_id,
    product: record.product,
    productId: record.product_id,
    platform: record.platform,
    platformId: record.platform_id,
    format: record.format,
    formatId: record.format_id,
    category: record.category,
    style: record.style,
    styleAttributes: record.style_attributes,
    creativity: record.creativity,
    firstSeenDate: record.first_seen_date,
    lastSeen: record.last_seen,
    lastSeenDate: record.last_seen_date,
    lastSeenUrl: record.last_seen_url,
    lastSeenScreenshot: record.last_seen_screenshot,
    spots: record.spots,
    pViewability: record.p_viewability,
  };
}
