import { useEffect } from 'react';
import { useSearch, useSearchActions } from '../../search';
import { useRoles } from './use-search-context';

/**
 * Keeps the search's period within the user's plan (the demo role's window) whenever it changes.
 * What a page cannot show of the search is not written back: each page shows its part of it.
 */
export function usePlanSearchRules(): void {
  const actions = useSearchActions();
  const roles = useRoles();
  const startDate = useSearch((state) => state.startDate);
  const endDate = useSearch((state) => state.endDate);
  useEffect(() => actions.enforcePlanRules(roles), [actions, roles, startDate, endDate]);
}
