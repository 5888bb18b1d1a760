import type { StoreApi } from 'zustand/vanilla';
import type { SearchState } from 'shared-contracts';
import { createContextValue } from '../../lib/create-context-value';

/** The shell's search store (the one remotes follow through the HostApi). */
export const [SearchStoreProvider, useSearchStore] = createContextValue<StoreApi<SearchState>>('SearchStore');
