import { useCallback } from 'react';
import { useSearchActions } from '../../search/hooks/use-search-actions';
import type { SearchPage } from '../../search/lib/search-page';
import { useHost } from '../../remote-view/host-context';
import { useNotifyRejection } from './use-notify-rejection';
import { useSearchContext } from './use-search-context';

/**
 * Applies the queued filters if the range suits the page (else the spec's message), and records
 * the analytics event of an apply (spec 2 section 4). Returns whether it applied.
 */
export function useApplyQueue(page: SearchPage): () => boolean {
  const host = useHost();
  const actions = useSearchActions();
  const context = useSearchContext(page);
  const notifyRejection = useNotifyRejection();
  return useCallback(() => {
    const rejection = actions.apply(context);
    notifyRejection(rejection);
    if (!rejection) host.track('search:apply', { page: context.page });
    return rejection === null;
  }, [actions, context, host, notifyRejection]);
}
