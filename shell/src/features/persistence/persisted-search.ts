import {
  FILTER_GROUPS,
  readCompareSelection,
  SEARCH_TABS,
  type FilterGroups,
  type FilterItem,
  type IsoDate,
  type SearchState,
  type SnapType,
} from 'shared-contracts';
import { asRecord } from '../../lib/storage';
import { readBackDate } from './read-back-date';

/** What is kept of the search: everything but the countries (docs/product.md#session-and-login). */
export type PersistedSearch = Omit<SearchState, 'countries'>;

export function pickPersistedSearch(state: SearchState): PersistedSearch {
  const { countries: _countries, ...rest } = state;
  return rest;
}

const SNAP_TYPES: readonly SnapType[] = ['industries', 'advertisers', 'publishers'];

function readItem(value: unknown): FilterItem | null {
  const item = asRecord(value);
  if (!item) return null;
  const { id, label, value: itemValue } = item;
  if (
    (typeof id !== 'number' && typeof id !== 'string') ||
    typeof label !== 'string' ||
    typeof itemValue !== 'string'
  ) {
    return null;
  }
  return { id, label, value: itemValue };
}

function readGroups(value: unknown, fallback: FilterGroups): FilterGroups {
  const groups = asRecord(value);
  if (!groups) return fallback;
  const read = { ...fallback };
  for (const group of FILTER_GROUPS) {
    const items = groups[group];
    if (Array.isArray(items)) read[group] = items.map(readItem).filter((item): item is FilterItem => item !== null);
  }
  return read;
}

function readPositiveInt(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * Lays a stored search (checked field by field: it comes from storage) over `current`, which
 * holds the session's countries. The dates come back as the same calendar days; a range that is
 * no longer valid keeps the current one.
 */
export function mergePersistedSearch(stored: unknown, current: SearchState, today: IsoDate): SearchState {
  const value = asRecord(stored);
  if (!value) return current;
  const startDate = readBackDate(value.startDate, today);
  const endDate = readBackDate(value.endDate, today);
  const dates = startDate && endDate && startDate <= endDate ? { startDate, endDate } : {};
  const tab = value.selectedTab;
  const pagination = asRecord(value.paginationParameters);
  return {
    ...current,
    ...dates,
    advancedFilters: readGroups(value.advancedFilters, current.advancedFilters),
    parameterQueue: readGroups(value.parameterQueue, current.parameterQueue),
    selectedTab:
      typeof tab === 'number' && Number.isInteger(tab) && tab >= 0 && tab < SEARCH_TABS.length
        ? tab
        : current.selectedTab,
    snapType: SNAP_TYPES.find((type) => type === value.snapType) ?? current.snapType,
    snapFilter: value.snapFilter === null ? null : (readItem(value.snapFilter) ?? current.snapFilter),
    // Kept before contract 1.1.0, a search has none: Compare then starts from the user's own.
    compare: readCompareSelection(value.compare) ?? current.compare,
    paginationParameters: {
      requestedPageNumber: readPositiveInt(
        pagination?.requestedPageNumber,
        current.paginationParameters.requestedPageNumber,
      ),
      requestedResults: readPositiveInt(pagination?.requestedResults, current.paginationParameters.requestedResults),
    },
  };
}
