import { persist } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { todayInProductZone, type IsoDate, type SearchState } from 'shared-contracts';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { mergePersistedSearch, pickPersistedSearch } from './persisted-search';
import { versionedPersist } from './versioned-persist';

/**
 * The copy of the search that `persist` writes. Until a session follows the search, it holds what
 * the page found in storage, unchecked (`unknown`): `resume` checks it field by field.
 */
interface SearchMirror {
  search: unknown;
}

export interface SearchPersistence {
  /** A session was restored (reload, new tab): lay the stored search over the fresh one, then keep it. */
  resume(): void;
  /** A new login: start from the fresh search and keep it from now on. */
  start(): void;
  /** Logout: forget the stored search and stop writing. */
  stop(): void;
}

/**
 * Persists the shell's search store (owned by the search feature) with the spec's version 10.2,
 * without the countries. The search store itself stays a plain store: this wraps it from outside,
 * mirroring it into a zustand `persist` store only while a session is open.
 */
export function createSearchPersistence(
  search: StoreApi<SearchState>,
  today: () => IsoDate = () => todayInProductZone(),
): SearchPersistence {
  const mirror = createStore<SearchMirror>()(
    persist(
      () => ({ search: null }),
      versionedPersist<SearchMirror, unknown>({
        name: STORAGE_KEYS.search,
        partialize: (state) => state.search,
        merge: (persisted, current) => ({ ...current, search: persisted }),
      }),
    ),
  );
  let unsubscribe: (() => void) | null = null;

  function follow() {
    unsubscribe?.();
    mirror.setState({ search: pickPersistedSearch(search.getState()) });
    unsubscribe = search.subscribe((state) => mirror.setState({ search: pickPersistedSearch(state) }));
  }

  return {
    resume() {
      const stored = mirror.getState().search;
      if (stored) search.setState(mergePersistedSearch(stored, search.getState(), today()), true);
      follow();
    },
    start: follow,
    stop() {
      unsubscribe?.();
      unsubscribe = null;
      mirror.setState({ search: null });
      mirror.persist.clearStorage();
    },
  };
}
