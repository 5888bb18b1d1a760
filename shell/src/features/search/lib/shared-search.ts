import {
  decodeShareLink,
  encodeShareLink,
  ROUTES,
  type SearchState,
  type SharedSearch,
  type ShareLinkResult,
} from 'shared-contracts';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import type { SafeStorage } from '../../../lib/storage';
import type { SearchPage } from './search-page';

/** A search handed to a new tab is applied this long after the tab loads (docs/product.md#share-links). */
export const SHARED_SEARCH_DELAY_MS = 500;

/**
 * The part of the search a link or another tab carries: the snapshot part only from Snapshots,
 * what is compared only from Compare.
 */
export function sharedSearchOf(state: SearchState, page: SearchPage): SharedSearch {
  const { countries, startDate, endDate, selectedTab, advancedFilters } = state;
  const shared: SharedSearch = { countries, startDate, endDate, selectedTab, advancedFilters };
  if (page === 'snapshots') return { ...shared, snapType: state.snapType, snapFilter: state.snapFilter };
  return page === 'compare' ? { ...shared, compare: state.compare } : shared;
}

function encode(shared: SharedSearch): string {
  return encodeShareLink(shared, { snapshot: shared.snapType !== undefined, compare: shared.compare !== undefined });
}

/** The link that opens `page` with this search (the share button). */
export function shareLinkUrl(origin: string, page: SearchPage, shared: SharedSearch): string {
  return `${origin}${ROUTES.page(page)}?${encode(shared)}`;
}

/**
 * Hands a search to a new tab: stored under the shared-search key (the same codec as a share
 * link), then `page` opens; the new tab applies and removes it.
 */
export function openSearchInNewTab(
  page: SearchPage,
  shared: SharedSearch,
  deps: { storage: SafeStorage; open: (url: string) => void },
): void {
  deps.storage.set(STORAGE_KEYS.sharedSearch, encode(shared));
  deps.open(ROUTES.page(page));
}

/** The search another tab handed over, or null when there is none. */
export function readHandedOverSearch(storage: SafeStorage): ShareLinkResult | null {
  const stored = storage.get(STORAGE_KEYS.sharedSearch);
  return stored === null ? null : decodeShareLink(stored);
}

export function forgetHandedOverSearch(storage: SafeStorage): void {
  storage.remove(STORAGE_KEYS.sharedSearch);
}
