import { useStore } from 'zustand';
import type { SearchState } from 'shared-contracts';
import { useSearchStore } from '../search-context';

/** Reads the search through a selector (return values already in the state, or primitives). */
export function useSearch<T>(selector: (state: SearchState) => T): T {
  return useStore(useSearchStore(), selector);
}
