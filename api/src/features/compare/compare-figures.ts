import {
  COMPARE_LATEST_CREATIVES,
  COMPARE_TOP,
  type Campaign,
  type CompareColumn,
  type CompareFigures,
  type CompareMixShare,
  type CompareTrendPoint,
} from 'shared-contracts';
import { round2, roundToTotal } from '../share-of-voice/percentages';
import type { CompareRights } from './compare-access';
import type { ColumnTallies, EntityTallies } from './compare-tallies';
import { cardKey, cardOf } from './latest-creatives';

/** Names of the ids an answer shows, per kind. */
export interface AnswerNames {
  platforms: ReadonlyMap<number, string>;
  formats: ReadonlyMap<number, string>;
  top: ReadonlyMap<number, string>;
}

/** Largest first (ties by name); shares of the entity's spots, a whole mix adding to 100. */
function mixOf(parts: ReadonlyMap<number, number>, names: ReadonlyMap<number, string>): CompareMixShare[] {
  const rows = [...parts.entries()]
    .filter(([, spots]) => spots > 0)
    .map(([id, spots]) => ({ id, label: names.get(id) ?? String(id), spots }))
    .sort((a, b) => b.spots - a.spots || a.label.localeCompare(b.label) || a.id - b.id);
  const shares = roundToTotal(
    rows.map((row) => row.spots),
    100,
  );
  return rows.map((row, index) => ({ ...row, share: shares[index] as number }));
}

/** The largest few, each with its share of all the entity's spots. */
function topOf(entity: EntityTallies, names: ReadonlyMap<number, string>): CompareMixShare[] {
  return mixOf(entity.top, names)
    .slice(0, COMPARE_TOP)
    .map((row) => ({ ...row, share: entity.spots > 0 ? round2((row.spots / entity.spots) * 100) : 0 }));
}

function trendOf(column: ColumnTallies, entity: EntityTallies, withSpend: boolean): CompareTrendPoint[] {
  return column.periods.map((x) => {
    const own = entity.trend.get(x) ?? { spots: 0, amount: 0 };
    const market = column.trend.get(x)?.spots ?? 0;
    const point: CompareTrendPoint = {
      x,
      spots: own.spots,
      shareOfVoice: market > 0 ? round2((own.spots / market) * 100) : 0,
    };
    if (withSpend) point.spend = { amount: round2(own.amount), usd: round2(own.amount / column.usdRate) };
    return point;
  });
}

const countNew = (items: ReadonlyMap<unknown, boolean>) => ({
  total: items.size,
  new: [...items.values()].filter(Boolean).length,
});

/**
 * A column's figures, in the order the entities were asked: named, rounded, spend only where the
 * column shows it, creatives only where the plan does.
 */
export function columnFigures(
  column: ColumnTallies,
  entityIds: readonly number[],
  names: AnswerNames,
  cards: ReadonlyMap<string, Campaign>,
  rights: CompareRights,
): Pick<CompareColumn, 'spots' | 'entities'> {
  const withSpend = column.spendUnavailable === null;
  const tallies = entityIds.map((id) => column.entities.get(id));
  const inSet = roundToTotal(
    tallies.map((entity) => entity?.spots ?? 0),
    100,
  );
  const entities = entityIds.map((id, index): CompareFigures => {
    const entity = tallies[index] as EntityTallies;
    const figures: CompareFigures = {
      id,
      spots: entity.spots,
      shareOfVoice: entity.shareOfVoice,
      shareInSet: inSet[index] as number,
      prints: entity.prints,
      pViewability: entity.viewabilityN > 0 ? round2(entity.viewabilitySum / entity.viewabilityN) : null,
      campaigns: countNew(entity.campaigns),
      creatives: countNew(entity.creatives),
      firstSeen: entity.firstSeen,
      lastSeen: entity.lastSeen,
      trend: trendOf(column, entity, withSpend),
      formats: mixOf(entity.formats, names.formats),
      platforms: mixOf(entity.platforms, names.platforms),
      top: topOf(entity, names.top),
    };
    if (withSpend) {
      figures.spend = {
        amount: round2(entity.amount),
        currency: column.currency,
        usd: round2(entity.amount / column.usdRate),
        share: entity.spendShare,
      };
    }
    if (rights.creatives) {
      figures.latestCreatives = entity.latest.slice(0, COMPARE_LATEST_CREATIVES).flatMap((creative) => {
        const card = cards.get(cardKey(creative.country, creative.entityId, creative.campaignId));
        return card ? [cardOf(creative, card)] : [];
      });
    }
    return figures;
  });
  return { spots: column.spots, entities };
}
