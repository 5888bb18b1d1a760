import { createStore } from 'zustand/vanilla';

export interface GroupedState {
  /** On: campaign rows; off: spot rows (docs/product.md#spots-list). */
  grouped: boolean;
  setGrouped(grouped: boolean): void;
}

/** The grouped switch, kept for the session like the other navigation choices. */
export const groupedStore = createStore<GroupedState>((set) => ({
  grouped: false,
  setGrouped: (grouped) => set({ grouped }),
}));
