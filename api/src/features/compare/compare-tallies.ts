import type { SpendUnavailable } from 'shared-contracts';
import type { CountryBreakdown } from '../share-of-voice/country-breakdown';
import { withShares } from '../share-of-voice/breakdown';
import type { EntitySeen } from './entity-seen';
import type { CampaignOfEntity, TopOfEntity } from './entity-spots';
import type { CountryTrend, PeriodSums } from './entity-trend';
import { creativesOf, type CreativeSeen } from './latest-creatives';

/** One entity's sums in a column, before they are named and rounded (compare-figures.ts). */
export interface EntityTallies {
  spots: number;
  prints: number;
  /** Spend in the column's currency. */
  amount: number;
  viewabilitySum: number;
  viewabilityN: number;
  /** Percent of the column's spots and spend, as Share of Voice and Real-Time Spend round them. */
  shareOfVoice: number;
  spendShare: number;
  platforms: Map<number, number>;
  formats: Map<number, number>;
  top: Map<number, number>;
  /** Campaign id, and creativity, to whether it is new. */
  campaigns: Map<number, boolean>;
  creatives: Map<string, boolean>;
  firstSeen: string | null;
  lastSeen: string | null;
  trend: Map<string, PeriodSums>;
  /** Its creatives, latest seen first, with the column's country (for their cards). */
  latest: (CreativeSeen & { country: string })[];
}

/** A column: one country, or the countries together (`country` null, amounts in USD). */
export interface ColumnTallies {
  country: string | null;
  currency: string;
  /** Units of `currency` per US dollar. */
  usdRate: number;
  spendUnavailable: SpendUnavailable | null;
  spots: number;
  amount: number;
  periods: string[];
  trend: Map<string, PeriodSums>;
  entities: Map<number, EntityTallies>;
}

export function emptyEntity(): EntityTallies {
  return {
    spots: 0,
    prints: 0,
    amount: 0,
    viewabilitySum: 0,
    viewabilityN: 0,
    shareOfVoice: 0,
    spendShare: 0,
    platforms: new Map(),
    formats: new Map(),
    top: new Map(),
    campaigns: new Map(),
    creatives: new Map(),
    firstSeen: null,
    lastSeen: null,
    trend: new Map(),
    latest: [],
  };
}

export const addTo = (map: Map<number, number>, key: number, value: number) =>
  map.set(key, (map.get(key) ?? 0) + value);

/** What one country's queries answered. */
export interface CountryReads {
  country: string;
  currency: string;
  usdRate: number;
  spendUnavailable: SpendUnavailable | null;
  breakdown: CountryBreakdown | null;
  trend: CountryTrend;
  campaigns: CampaignOfEntity[];
  top: TopOfEntity[];
  seen: EntitySeen[];
}

/**
 * A country's column from its reads. Shares of voice and of spend are the ranking's own (every
 * entity of the search, rounded to add to 100), so they equal Share of Voice's and Real-Time
 * Spend's for the same search.
 */
export function countryTallies(reads: CountryReads, entityIds: readonly number[]): ColumnTallies {
  const entities = new Map(entityIds.map((id) => [id, emptyEntity()]));
  const ranked = reads.breakdown?.ranked ?? [];
  const spendShares = new Map(withShares(ranked, 'amount').map((row) => [row.id, row.percentage]));
  for (const row of ranked) {
    const entity = entities.get(row.id);
    if (!entity) continue;
    Object.assign(entity, { spots: row.spots, prints: row.prints, amount: row.amount, shareOfVoice: row.percentage });
    entity.spendShare = spendShares.get(row.id) ?? 0;
  }
  for (const row of reads.breakdown?.rows ?? []) {
    const entity = entities.get(row.dimId);
    if (!entity) continue;
    entity.viewabilitySum += row.viewabilitySum;
    entity.viewabilityN += row.viewabilityN;
    addTo(entity.platforms, row.mediaId, row.spots);
  }
  for (const campaign of reads.campaigns) {
    const entity = entities.get(campaign.entityId);
    if (!entity) continue;
    addTo(entity.formats, campaign.formatId, campaign.spots);
    entity.campaigns.set(campaign.campaignId, campaign.isNew);
    // A creative is new when every campaign showing it in the search is.
    entity.creatives.set(campaign.creativity, (entity.creatives.get(campaign.creativity) ?? true) && campaign.isNew);
  }
  for (const [entityId, creatives] of creativesOf(reads.campaigns)) {
    const entity = entities.get(entityId);
    if (entity) entity.latest = creatives.map((creative) => ({ ...creative, country: reads.country }));
  }
  for (const row of reads.top) {
    const entity = entities.get(row.entityId);
    if (entity) addTo(entity.top, row.topId, row.spots);
  }
  for (const seen of reads.seen) {
    const entity = entities.get(seen.entityId);
    if (!entity || seen.country !== reads.country) continue;
    entity.firstSeen = seen.firstSeen;
    entity.lastSeen = seen.lastSeen;
  }
  for (const [id, trend] of reads.trend.entities) {
    const entity = entities.get(id);
    if (entity) entity.trend = trend;
  }
  const rows = reads.breakdown?.rows ?? [];
  return {
    country: reads.country,
    currency: reads.currency,
    usdRate: reads.usdRate,
    spendUnavailable: reads.spendUnavailable,
    spots: rows.reduce((sum, row) => sum + row.spots, 0),
    amount: rows.reduce((sum, row) => sum + row.amount, 0),
    periods: reads.trend.periods,
    trend: reads.trend.market,
    entities,
  };
}
