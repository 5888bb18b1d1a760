import type { EntityKeys } from './use-series-colors';

/** A row of a breakdown: an entity's id and its name as the charts show it. */
interface BreakdownEntity {
  id: number;
  label: string;
}

/**
 * The entity key of each name of a breakdown's rows (`advertisers:12`): charts given them keep an
 * entity's colour under another label, the same industry named in another language.
 */
export function entityKeysOf(rows: readonly BreakdownEntity[], dimension: string): EntityKeys {
  return new Map(rows.map((row) => [row.label, `${dimension}:${row.id}`]));
}
