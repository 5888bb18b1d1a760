import { useState } from 'react';
import type { HostApi } from 'shared-contracts';
import { useStore } from 'zustand';
import { initialPageSize } from './page-sizes';
import { createPagingStore, pageFor } from './paging-store';

export interface Paging {
  page: number;
  pageSize: number;
  onChange(page: number, pageSize: number): void;
}

/**
 * The page and page size of a paged view under `scope`. One store per mount: navigating away
 * and back starts again at page 1 (docs/product.md#shell-frame), with the page size the search asks for.
 */
export function usePaging(host: HostApi, scope: string): Paging {
  const [store] = useState(() =>
    createPagingStore(initialPageSize(host.search.getState().paginationParameters.requestedResults)),
  );
  const page = useStore(store, (state) => pageFor(state, scope));
  const pageSize = useStore(store, (state) => state.pageSize);
  const goTo = useStore(store, (state) => state.goTo);
  return { page, pageSize, onChange: (next, nextPageSize) => goTo(next, nextPageSize, scope) };
}
