import { createStore, type StoreApi } from 'zustand/vanilla';

/**
 * Which page of a paged view is shown. The page belongs to one `scope` (the applied search, the
 * grouped switch…): under another scope the view is back on page 1, without a render in between
 * that would fetch the old page of the new search.
 */
export interface PagingState {
  page: number;
  pageSize: number;
  scope: string;
  goTo(page: number, pageSize: number, scope: string): void;
}

export type PagingStore = StoreApi<PagingState>;

export function createPagingStore(pageSize: number): PagingStore {
  return createStore<PagingState>((set, get) => ({
    page: 1,
    pageSize,
    scope: '',
    goTo: (page, nextPageSize, scope) =>
      // A new page size starts again from page 1.
      set({ page: nextPageSize === get().pageSize ? page : 1, pageSize: nextPageSize, scope }),
  }));
}

/** The page to show for `scope`: the stored one if it belongs to it, else 1. */
export function pageFor(state: Pick<PagingState, 'page' | 'scope'>, scope: string): number {
  return state.scope === scope ? state.page : 1;
}
