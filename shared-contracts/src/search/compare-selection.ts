import { COMPARE_DIMENSIONS, COMPARE_ENTITIES } from '../api/compare';
import type { FilterItem } from '../schemas/filter-item';

export type CompareDimensionName = (typeof COMPARE_DIMENSIONS)[number];

/**
 * What Compare sets side by side, part of the shared search (docs/decisions.md#compare-beyond-the-spec):
 * advertisers, publishers or industries, and up to 20 of them, the first one the customer's own.
 */
export interface CompareSelection {
  dimension: CompareDimensionName;
  /** In the order picked; `entities[0]` is "mine". Numeric ids, as the compare call takes them. */
  entities: FilterItem[];
}

export function emptyCompareSelection(): CompareSelection {
  return { dimension: 'advertisers', entities: [] };
}

export function isCompareDimension(value: unknown): value is CompareDimensionName {
  return typeof value === 'string' && (COMPARE_DIMENSIONS as readonly string[]).includes(value);
}

function readEntity(value: unknown): FilterItem | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { id, label, value: itemValue } = value as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) return null;
  if (typeof label !== 'string' || label === '') return null;
  if (itemValue !== undefined && typeof itemValue !== 'string') return null;
  return { id, label, value: itemValue ?? String(id) };
}

/**
 * A selection read from outside (a link, another tab, storage), or null when any part of it does
 * not read: an unknown dimension, an entity without a numeric id or a name, more than 20 entities.
 * A repeated entity is kept once.
 */
export function readCompareSelection(value: unknown): CompareSelection | null {
  if (typeof value !== 'object' || value === null) return null;
  const { dimension, entities } = value as Record<string, unknown>;
  if (!isCompareDimension(dimension) || !Array.isArray(entities) || entities.length > COMPARE_ENTITIES.max) {
    return null;
  }
  const read: FilterItem[] = [];
  for (const entity of entities) {
    const item = readEntity(entity);
    if (!item) return null;
    if (!read.some((known) => known.id === item.id)) read.push(item);
  }
  return { dimension, entities: read };
}

/** Whether two selections compare the same entities of the same dimension, in the same order. */
export function sameCompareSelection(a: CompareSelection, b: CompareSelection): boolean {
  return (
    a.dimension === b.dimension &&
    a.entities.length === b.entities.length &&
    a.entities.every((entity, index) => entity.id === b.entities[index]?.id)
  );
}
