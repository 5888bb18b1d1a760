import { useMemo } from 'react';
import { useSessionController } from '../../auth';
import { useSearchStore } from '../search-context';
import { createSearchActions, type SearchActions } from '../search-actions';

/** The search store's actions, bound to the store and the token's countries. */
export function useSearchActions(): SearchActions {
  const store = useSearchStore();
  const { session } = useSessionController();
  return useMemo(
    () => createSearchActions(store, { allowedCountries: () => session.getState().claims?.countries ?? [] }),
    [store, session],
  );
}
