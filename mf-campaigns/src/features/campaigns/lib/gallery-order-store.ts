import type { GallerySort } from 'shared-contracts';
import { createStore } from 'zustand/vanilla';

export interface GalleryOrderState {
  /** Most spots first, or the campaigns first seen most recently first. */
  sort: GallerySort;
  /** Only the campaigns first seen within the search's period. */
  newInPeriod: boolean;
  setSort(sort: GallerySort): void;
  setNewInPeriod(newInPeriod: boolean): void;
}

/** The gallery's order and its "new in the period" filter, kept for the session like the grouped switch. */
export const galleryOrderStore = createStore<GalleryOrderState>((set) => ({
  sort: 'spots',
  newInPeriod: false,
  setSort: (sort) => set({ sort }),
  setNewInPeriod: (newInPeriod) => set({ newInPeriod }),
}));
