import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'shared-router';
import { decodeShareLink, FILTER_GROUPS, isShareLinkQuery, SHARE_LINK_PARAMS } from 'shared-contracts';
import type { SearchContext } from '../../search';
import { useApplySharedSearch } from './use-apply-shared-search';

const SHARE_LINK_KEYS: readonly string[] = [...Object.values(SHARE_LINK_PARAMS), ...FILTER_GROUPS];

/**
 * Opening a share link applies its search, then drops its parameters from the address so a
 * reload does not apply it again. A link that cannot be read stays in the address bar (the user
 * can see what was pasted) and the current search is kept.
 */
export function useShareLinkOpening(context: SearchContext | null): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const applyShared = useApplySharedSearch();
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!context || handled.current === search || !isShareLinkQuery(search)) return;
    handled.current = search;
    if (!applyShared(decodeShareLink(search), context)) return;
    const rest = new URLSearchParams(search);
    SHARE_LINK_KEYS.forEach((key) => rest.delete(key));
    const query = rest.toString();
    void navigate({ pathname, search: query ? `?${query}` : '' }, { replace: true });
  }, [applyShared, context, navigate, pathname, search]);
}
