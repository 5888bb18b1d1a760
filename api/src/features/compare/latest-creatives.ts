import {
  COMPARE_LATEST_CREATIVES,
  type Campaign,
  type CompareDimension,
  type Language,
  type StyleAttributes,
} from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { spotScreenshotSql } from '../creatives/creative-files';
import { firstSeenInCountrySql } from '../gallery/first-seen';
import type { MarketSearch } from '../market-search/market-search';
import { localizedName } from '../market-search/localized-name';
import { SqlParams, spotsWhere } from '../market-search/search-condition';
import { DIMENSION_COLUMNS } from '../share-of-voice/market-sql';
import { round2 } from '../share-of-voice/percentages';
import type { CampaignOfEntity } from './entity-spots';

/** A creative of an entity in the search: the campaign of its last spot, its spots and viewability. */
export interface CreativeSeen {
  entityId: number;
  creativity: string;
  campaignId: number;
  lastDay: string;
  spots: number;
  viewabilitySum: number;
  viewabilityN: number;
}

/** Latest seen first; the same day, most spots first (the gallery's default order), then by campaign. */
export const byLatest = (a: CreativeSeen, b: CreativeSeen) =>
  b.lastDay.localeCompare(a.lastDay) || b.spots - a.spots || a.campaignId - b.campaignId;

/** Each entity's creatives (one per creativity, as the gallery's unique cards), latest seen first. */
export function creativesOf(campaigns: readonly CampaignOfEntity[]): Map<number, CreativeSeen[]> {
  const byKey = new Map<string, CreativeSeen>();
  for (const campaign of campaigns) {
    const key = `${campaign.entityId}\n${campaign.creativity}`;
    const seen = byKey.get(key);
    if (!seen) {
      byKey.set(key, { ...campaign });
      continue;
    }
    if (
      campaign.lastDay > seen.lastDay ||
      (campaign.lastDay === seen.lastDay && campaign.campaignId > seen.campaignId)
    ) {
      seen.campaignId = campaign.campaignId;
      seen.lastDay = campaign.lastDay;
    }
    seen.spots += campaign.spots;
    seen.viewabilitySum += campaign.viewabilitySum;
    seen.viewabilityN += campaign.viewabilityN;
  }
  const byEntity = new Map<number, CreativeSeen[]>();
  for (const seen of byKey.values()) byEntity.set(seen.entityId, [...(byEntity.get(seen.entityId) ?? []), seen]);
  for (const list of byEntity.values()) list.sort(byLatest);
  return byEntity;
}

/** The latest few of each entity's creatives. */
export function latestOf(creatives: ReadonlyMap<number, readonly CreativeSeen[]>): CreativeSeen[] {
  return [...creatives.values()].flatMap((list) => list.slice(0, COMPARE_LATEST_CREATIVES));
}

type CardRecord = Omit<Campaign, 'spots' | 'pViewability' | 'styleAttributes'> & {
  entityId: number;
  styleAttributes: StyleAttributes;
};

/**
 * The key of a creative's card: its country, entity and the campaign of its last spot there (a
 * campaign seen on two compared publishers has a card on each).
 */
export const cardKey = (country: string, entityId: number, campaignId: number) =>
  `${country}\n${entityId}\n${campaignId}`;

/**
 * Gallery cards of the given creatives in one country's search: the campaign of each one's last
 * spot there (on its last day seen), where it was seen (that spot's publisher, page and
 * screenshot) and first seen in the country. Keyed by `cardKey`.
 */
export async function creativeCards(
  db: Queryable,
  search: MarketSearch,
  dimension: CompareDimension,
  creatives: readonly CreativeSeen[],
  lang: Language,
): Promise<Map<string, Campaign>> {
  if (creatives.length === 0) return new Map();
  const params = new SqlParams();
  const entities = params.add(
    creatives.map((creative) => creative.entityId),
    '::int[]',
  );
  const ids = params.add(
    creatives.map((creative) => creative.campaignId),
    '::int[]',
  );
  const days = params.add(
    creatives.map((creative) => creative.lastDay),
    '::date[]',
  );
  const entity = `ls.${DIMENSION_COLUMNS[dimension].column}`;
  const where = spotsWhere(search, params, { alias: 'ls' });
  const firstSeen = firstSeenInCountrySql('c.id', params.add(search.country));
  const nameOf = (table: string, alias: string) => localizedName(table, alias, lang);
  const { rows } = await db.query<CardRecord>(
    `select card.entity_id as "entityId", c.id, a.name as advertiser, c.advertiser_id as "advertiserId", ${nameOf('industries', 'ind')} as industry,
       c.industry_id as "industryId", pr.name as product, c.product_id as "productId",
       ${nameOf('platforms', 'pl')} as platform, c.platform_id as "platformId", ${nameOf('formats', 'f')} as format,
       c.format_id as "formatId", ${nameOf('categories', 'cat')} as category, c.style,
       c.style_attributes as "styleAttributes", c.creativity, to_char(${firstSeen}, 'YYYY-MM-DD') as "firstSeenDate",
       pub.name as "lastSeen", to_char(ls.date, 'YYYY-MM-DD') as "lastSeenDate",
       coalesce(nullif(ls.page_url, ''), pub.url) as "lastSeenUrl", ${spotScreenshotSql('ls')} as "lastSeenScreenshot"
     from unnest(${entities}, ${ids}, ${days}) card (entity_id, campaign_id, last_day)
     join campaigns c on c.id = card.campaign_id
     -- On its last day (BitmapAnd of the campaign's and the day's spots): 0.1 ms a card, against
     -- 1.6 ms through all the campaign's spots.
     cross join lateral (
       select * from spots ls
       where ls.campaign_id = c.id and ls.date = card.last_day and ${entity} = card.entity_id and ${where}
       order by ls.id desc limit 1
     ) ls
     join advertisers a on a.id = c.advertiser_id
     join industries ind on ind.id = c.industry_id
     join products pr on pr.id = c.product_id
     join platforms pl on pl.id = c.platform_id
     join formats f on f.id = c.format_id
     join categories cat on cat.id = c.category_id
     join publishers pub on pub.id = ls.publisher_id`,
    params.values,
  );
  return new Map(
    rows.map(({ entityId, ...card }) => [
      cardKey(search.country, entityId, card.id),
      { ...card, spots: 0, pViewability: null },
    ]),
  );
}

/** A creative's card with its own spots and viewability in the search. */
export function cardOf(creative: CreativeSeen, card: Campaign): Campaign {
  return {
    ...card,
    spots: creative.spots,
    pViewability: creative.viewabilityN > 0 ? round2(creative.viewabilitySum / creative.viewabilityN) : null,
  };
}
