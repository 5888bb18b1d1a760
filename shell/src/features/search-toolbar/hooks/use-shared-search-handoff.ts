import { useEffect, useState } from 'react';
import { local } from '../../../lib/storage';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { forgetHandedOverSearch, readHandedOverSearch, type SearchContext, SHARED_SEARCH_DELAY_MS } from '../../search';
import { useApplySharedSearch } from './use-apply-shared-search';

/**
 * The receiving side of "search in new tab": a search stored by another tab when this one
 * loaded is applied 500 ms later (docs/product.md#share-links) and removed. A search this tab stores later
 * is meant for the tab it opens, so only what was there at load counts.
 */
export function useSharedSearchHandoff(context: SearchContext | null): void {
  const applyShared = useApplySharedSearch();
  const [pending, setPending] = useState(() => local.get(STORAGE_KEYS.sharedSearch) !== null);
  useEffect(() => {
    if (!context || !pending) return;
    const timer = setTimeout(() => {
      const result = readHandedOverSearch(local);
      forgetHandedOverSearch(local);
      setPending(false);
      if (result) applyShared(result, context);
    }, SHARED_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [applyShared, context, pending]);
}
