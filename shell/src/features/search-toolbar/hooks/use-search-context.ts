import { useMemo } from 'react';
import { useSession } from '../../auth';
import type { SearchContext, SearchPage } from '../../search';

const NO_ROLES: readonly string[] = [];

/** The page and the token's roles, which the date and country rules depend on. */
export function useSearchContext(page: SearchPage): SearchContext;
export function useSearchContext(page: SearchPage | null): SearchContext | null;
export function useSearchContext(page: SearchPage | null): SearchContext | null {
  const roles = useSession((state) => state.claims?.roles ?? NO_ROLES);
  return useMemo(() => (page ? { page, roles } : null), [page, roles]);
}

/** The token's roles (an empty list when logged out). */
export function useRoles(): readonly string[] {
  return useSession((state) => state.claims?.roles ?? NO_ROLES);
}
