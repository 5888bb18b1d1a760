import { useMemo } from 'react';
import { useStore } from 'zustand';
import { todayInProductZone, type CountryCode, type SearchState } from 'shared-contracts';
import { useSession } from '../../auth';
import { searchForPage, type PageRules } from '../lib/page-search';
import type { SearchPage } from '../lib/search-page';
import { useSearchStore } from '../search-context';

const NONE: readonly string[] = [];

/** The rules of `page` for the user logged in, today. */
export function usePageRules(page: SearchPage): PageRules {
  const roles = useSession((state) => state.claims?.roles ?? NONE);
  const allowedCountries = useSession((state) => state.claims?.countries ?? (NONE as readonly CountryCode[]));
  const today = todayInProductZone();
  return useMemo(() => ({ page, roles, allowedCountries, today }), [page, roles, allowedCountries, today]);
}

/** Reads the search as `page` shows it (`searchForPage`), through a selector. */
export function usePageSearch<T>(page: SearchPage, selector: (state: SearchState) => T): T {
  const rules = usePageRules(page);
  return useStore(useSearchStore(), (state) => selector(searchForPage(state, rules)));
}
