import { useMemo } from 'react';
import type { ChartedEntity } from 'shared-contracts';
import { useChartColors } from './chart-colors-context';
import { isOthersLabel } from './others-label';
import { COLOR_BLIND_SAFE_COLORS } from './palette';
import { useChartTheme } from './use-chart-theme';

/** The entity key (its id, as `advertisers:12`) of a series' name, where the data has one. */
export type EntityKeys = ReadonlyMap<string, string>;

export interface SeriesColors {
  /** The colour of each name, in order. */
  colors: readonly string[];
  /**
   * Whether the chart names its series on itself: more than eight, or colours that colour-blind
   * readers may confuse (beyond the palette's first eight, or one colour for two names).
   */
  directLabels: boolean;
}

/**
 * The colour of each series (or slice) name: the one its entity keeps for the session
 * (`ChartColors`), and the Others grey for the rest folded together. The registry is written
 * during the render: an entity's first slot is its slot for good, so a render thrown away costs
 * at most a slot skipped.
 */
export function useSeriesColors(names: readonly string[], entityKeys?: EntityKeys): SeriesColors {
  const registry = useChartColors();
  const { palette, others } = useChartTheme();
  return useMemo(() => {
    const entities: ChartedEntity[] = names
      .filter((name) => !isOthersLabel(name))
      .map((label) => {
        const key = entityKeys?.get(label);
        return key === undefined ? { label } : { label, key };
      });
    const slots = registry.slotsOf(entities, palette.length);
    const slotOf = new Map(entities.map((entity, index) => [entity.label, slots[index] ?? 0]));
    const colors = names.map((name) => {
      const slot = slotOf.get(name);
      return slot === undefined ? others : (palette[slot] ?? others);
    });
    const distinct = new Set(slotOf.values()).size === slotOf.size;
    const safe = distinct && [...slotOf.values()].every((slot) => slot < COLOR_BLIND_SAFE_COLORS);
    return { colors, directLabels: names.length > 1 && (names.length > COLOR_BLIND_SAFE_COLORS || !safe) };
  }, [names, entityKeys, registry, palette, others]);
}
