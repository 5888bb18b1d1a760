import { FORMAT_OPTIONS, PLATFORM_OPTIONS, SOURCE_OPTIONS, type FilterGroup, type FilterItem } from 'shared-contracts';
import type { AutocompleteType } from '../api/get-autocomplete';

/** Where a filter group's options come from: a fixed set, the industries list, or autocomplete. */
export type FilterSource =
  { kind: 'fixed'; items: FilterItem[] } | { kind: 'industries' } | { kind: 'autocomplete'; type: AutocompleteType };

const fixed = (options: readonly { id: number; label: string }[]): FilterSource => ({
  kind: 'fixed',
  items: options.map(({ id, label }) => toFilterItem(id, label)),
});

export const FILTER_SOURCES: Readonly<Record<FilterGroup, FilterSource>> = {
  advertisers: { kind: 'autocomplete', type: 'advertisers' },
  platforms: fixed(PLATFORM_OPTIONS),
  formats: fixed(FORMAT_OPTIONS),
  publishers: { kind: 'autocomplete', type: 'publishers' },
  excludedPublishers: { kind: 'autocomplete', type: 'publishers' },
  categories: { kind: 'autocomplete', type: 'categories' },
  industries: { kind: 'industries' },
  products: { kind: 'autocomplete', type: 'products' },
  sources: fixed(SOURCE_OPTIONS),
};

/** The order of the advanced search's multi-selects (docs/product.md#search). */
export const DIALOG_GROUPS: readonly FilterGroup[] = [
  'advertisers',
  'platforms',
  'formats',
  'publishers',
  'excludedPublishers',
  'categories',
  'industries',
  'products',
  'sources',
];

/** A filter value as the suite carries it: the id, its label, and the id as text. */
export function toFilterItem(id: number | string, label: string): FilterItem {
  return { id, label, value: String(id) };
}
