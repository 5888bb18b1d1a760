/**
 * An entity a chart draws (an advertiser, publisher, format, platform, source, industry…): the
 * label the chart shows and, where the data has one, a key that outlives the label (its id, so
 * that its colour survives a change of language).
 */
export interface ChartedEntity {
  label: string;
  key?: string;
}

/**
 * The session's colour of every charted entity, as a slot of the chart palette (shared-ui's
 * `palette.ts`): the first entity seen takes slot 0, the next slot 1, and each keeps its slot in
 * every chart, country and view. The shell holds one for the page and hands it to every remote
 * (`HostApi.chartColors`): each remote bundles its own chart kit, so a registry kept in the kit
 * would be one per remote.
 */
export interface ChartColors {
  /**
   * The slot of each entity of one chart, in order. An entity seen for the first time takes the
   * next slot in first-seen order, passing over the slots other entities of the same chart hold
   * while a free one is left.
   */
  slotsOf(entities: readonly ChartedEntity[], paletteSize: number): number[];
}

const byKey = (key: string) => `key:${key}`;
const byLabel = (label: string) => `label:${label}`;

/** A registry of chart colours, empty: one per page (the shell's) or per test host. */
export function createChartColors(): ChartColors {
  const slots = new Map<string, number>();
  let next = 0;
  const find = ({ key, label }: ChartedEntity) =>
    (key === undefined ? undefined : slots.get(byKey(key))) ?? slots.get(byLabel(label));
  const nextFree = (taken: ReadonlySet<number>, size: number) => {
    let slot = next % size;
    for (let step = 0; step < size && taken.has(slot); step += 1) slot = (slot + 1) % size;
    next = slot + 1;
    return slot;
  };
  return {
    slotsOf(entities, paletteSize) {
      const size = Math.max(1, Math.floor(paletteSize));
      const taken = new Set<number>();
      for (const entity of entities) {
        const slot = find(entity);
        if (slot !== undefined) taken.add(slot % size);
      }
      return entities.map((entity) => {
        const slot = find(entity) ?? nextFree(taken, size);
        taken.add(slot % size);
        // The key wins over the label: a label met under another key follows it.
        if (entity.key !== undefined) slots.set(byKey(entity.key), slot);
        slots.set(byLabel(entity.label), slot);
        return slot % size;
      });
    },
  };
}
