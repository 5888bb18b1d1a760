import { persist } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { PageId } from 'shared-contracts';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { asRecord } from '../../lib/storage';
import { versionedPersist } from '../persistence';

/** The data pages a section can be (the sidebar's saved-report links follow the last one). */
const DATA_PAGES = [
  'shareofvoice',
  'investment',
  'campaigns',
  'spotslist',
  'snapshots',
] as const satisfies readonly PageId[];
export type DataPage = (typeof DATA_PAGES)[number];

export function isDataPage(value: unknown): value is DataPage {
  return typeof value === 'string' && (DATA_PAGES as readonly string[]).includes(value);
}

/** The navigation of docs/product.md#shell-frame that the shell keeps (the rest lives in the search or the views). */
export interface NavigationState {
  /** The last data page visited (the spec's default: snapshots). */
  selectedPage: DataPage;
  /** My Reports expanded in the sidebar. */
  reportsExpanded: boolean;
  /** The sidebar drawer below the large breakpoint; not persisted. */
  drawerOpen: boolean;
}

const DEFAULT_NAVIGATION: NavigationState = {
  selectedPage: 'snapshots',
  reportsExpanded: false,
  drawerOpen: false,
};

type PersistedNavigation = Pick<NavigationState, 'selectedPage' | 'reportsExpanded'>;

/** The navigation store, persisted with version 10.2 (the drawer's open flag is not kept). */
export function createNavigationStore(): StoreApi<NavigationState> {
  return createStore<NavigationState>()(
    persist(
      () => DEFAULT_NAVIGATION,
      versionedPersist<NavigationState, PersistedNavigation>({
        name: STORAGE_KEYS.navigation,
        partialize: ({ selectedPage, reportsExpanded }) => ({ selectedPage, reportsExpanded }),
        merge: (persisted, current) => {
          const stored = asRecord(persisted);
          return {
            ...current,
            selectedPage: isDataPage(stored?.selectedPage) ? stored.selectedPage : current.selectedPage,
            reportsExpanded:
              typeof stored?.reportsExpanded === 'boolean' ? stored.reportsExpanded : current.reportsExpanded,
          };
        },
      }),
    ),
  );
}

/** Logout: the next user starts from the defaults. */
export function resetNavigation(store: StoreApi<NavigationState>): void {
  store.setState(DEFAULT_NAVIGATION);
}
