import {
  FORMAT_OPTIONS,
  PLATFORM_OPTIONS,
  SOURCE_OPTIONS,
  type FilterGroup,
  type FilterItem,
  type LocalizedNames,
} from 'shared-contracts';
import type { AutocompleteType } from '../api/get-autocomplete';

/** A fixed option, named in every language. */
interface FixedOption {
  id: number;
  names: LocalizedNames;
}

/** Where a filter group's options come from: a fixed set, the industries list, or autocomplete. */
export type FilterSource =
  | { kind: 'fixed'; options: readonly FixedOption[] }
  | { kind: 'industries' }
  | { kind: 'autocomplete'; type: AutocompleteType };

const fixed = (options: readonly FixedOption[]): FilterSource => ({ kind: 'fixed', options });

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
