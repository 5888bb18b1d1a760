import { useDeferredValue } from 'react';
import { useLocation } from 'shared-router';
import { canSeePage } from 'shared-contracts';
import { searchPageOfPath } from '../../search';
import { useFilterEvents } from '../hooks/use-filter-events';
import { usePlanSearchRules } from '../hooks/use-plan-search-rules';
import { useRoles, useSearchContext } from '../hooks/use-search-context';
import { useShareLinkOpening } from '../hooks/use-share-link-opening';
import { useSharedSearchHandoff } from '../hooks/use-shared-search-handoff';
import { SearchToolbar } from './search-toolbar';

/**
 * Where the dashboard frame puts the toolbar: above data pages the user may open, nothing
 * elsewhere. It stays mounted across pages, so the share link, the new-tab hand-off, the plan's
 * period and the remotes' result-item menus are handled once here (for the page shown at once,
 * while the toolbar's controls may follow a render later).
 */
export function SearchToolbarSlot() {
  const { pathname } = useLocation();
  const roles = useRoles();
  const found = searchPageOfPath(pathname);
  const page = found && canSeePage(roles, found) ? found : null;
  const context = useSearchContext(page);
  useSharedSearchHandoff(context);
  useShareLinkOpening(context);
  usePlanSearchRules();
  useFilterEvents(context);
  // Another page's toolbar differs little, and drawing it anew cost about a third of the click
  // that shows a kept view: the view comes first, the toolbar follows in a deferred render.
  const drawnPage = useDeferredValue(page);
  return page ? <SearchToolbar page={drawnPage ?? page} /> : null;
}
