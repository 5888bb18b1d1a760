import { useEffect } from 'react';
import { type SearchContext, useSearch, useSearchActions } from '../../search';

/**
 * Keeps the search within what the page allows whenever the page or the search changes: the
 * countries it offers (VE and US leave investment and snapshots; one country on single-country
 * pages), Snapshots' 3-month limit and the demo window.
 */
export function usePageSearchRules(context: SearchContext | null): void {
  const actions = useSearchActions();
  const countries = useSearch((state) => state.countries);
  const startDate = useSearch((state) => state.startDate);
  const endDate = useSearch((state) => state.endDate);
  useEffect(() => {
    if (context) actions.enforcePageRules(context);
  }, [actions, context, countries, startDate, endDate]);
}
