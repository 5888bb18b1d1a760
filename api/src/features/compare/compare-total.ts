import type { SpendUnavailable } from 'shared-contracts';
import { round2 } from '../share-of-voice/percentages';
import { byLatest } from './latest-creatives';
import type { PeriodSums } from './entity-trend';
import { addTo, emptyEntity, type ColumnTallies, type EntityTallies } from './compare-tallies';

const earlier = (a: string | null, b: string | null) => (a === null ? b : b === null || a <= b ? a : b);
const later = (a: string | null, b: string | null) => (a === null ? b : b === null || a >= b ? a : b);

function addPeriods(into: Map<string, PeriodSums>, from: ReadonlyMap<string, PeriodSums>, usdRate: number | null) {
  for (const [period, sums] of from) {
    const total = into.get(period) ?? { spots: 0, amount: 0 };
    total.spots += sums.spots;
    if (usdRate !== null) total.amount += sums.amount / usdRate;
    into.set(period, total);
  }
}

function mergeEntity(into: EntityTallies, from: EntityTallies, usdRate: number | null): void {
  into.spots += from.spots;
  into.prints += from.prints;
  if (usdRate !== null) into.amount += from.amount / usdRate;
  into.viewabilitySum += from.viewabilitySum;
  into.viewabilityN += from.viewabilityN;
  for (const [id, spots] of from.platforms) addTo(into.platforms, id, spots);
  for (const [id, spots] of from.formats) addTo(into.formats, id, spots);
  for (const [id, spots] of from.top) addTo(into.top, id, spots);
  // New in total: new in every country where the search sees it.
  for (const [id, isNew] of from.campaigns) into.campaigns.set(id, (into.campaigns.get(id) ?? true) && isNew);
  for (const [key, isNew] of from.creatives) into.creatives.set(key, (into.creatives.get(key) ?? true) && isNew);
  into.firstSeen = earlier(into.firstSeen, from.firstSeen);
  into.lastSeen = later(into.lastSeen, from.lastSeen);
  addPeriods(into.trend, from.trend, usdRate);
  into.latest.push(...from.latest);
}

/** The total's spend is empty only when every country's is; then it says the first country's reason. */
function totalSpendUnavailable(columns: readonly ColumnTallies[]): SpendUnavailable | null {
  if (columns.some((column) => column.spendUnavailable === null)) return null;
  return columns[0]?.spendUnavailable ?? null;
}

/**
 * The countries together: sums of spots and prints, spend in USD over the countries that show it,
 * shares of the summed market (rounded each, not to a total: the total ranks no other entity),
 * campaigns and creatives once each, and the latest creatives among the countries' (each once).
 */
export function totalTallies(columns: readonly ColumnTallies[], entityIds: readonly number[]): ColumnTallies {
  const total: ColumnTallies = {
    country: null,
    currency: 'USD',
    usdRate: 1,
    spendUnavailable: totalSpendUnavailable(columns),
    spots: 0,
    amount: 0,
    periods: [...new Set(columns.flatMap((column) => column.periods))].sort(),
    trend: new Map(),
    entities: new Map(entityIds.map((id) => [id, emptyEntity()])),
  };
  for (const column of columns) {
    const usdRate = column.spendUnavailable === null ? column.usdRate : null;
    total.spots += column.spots;
    if (usdRate !== null) total.amount += column.amount / usdRate;
    addPeriods(total.trend, column.trend, usdRate);
    for (const [id, from] of column.entities) {
      const into = total.entities.get(id);
      if (into) mergeEntity(into, from, usdRate);
    }
  }
  for (const entity of total.entities.values()) {
    entity.shareOfVoice = total.spots > 0 ? round2((entity.spots / total.spots) * 100) : 0;
    entity.spendShare = total.amount > 0 ? round2((entity.amount / total.amount) * 100) : 0;
    const seen = new Set<string>();
    entity.latest = entity.latest.sort(byLatest).filter((creative) => {
      if (seen.has(creative.creativity)) return false;
      seen.add(creative.creativity);
      return true;
    });
  }
  return total;
}
