import { useCallback } from 'react';
import { FILTER_GROUPS } from 'shared-contracts';
import { type SearchPage, useSearchActions, useSearchStore } from '../../search';
import { useHost } from '../../remote-view';
import { useNotifyRejection } from './use-notify-rejection';
import { useSearchContext } from './use-search-context';

/** The toolbar's Apply button is a search; the advanced-search dialog's Search applies filters. */
export type ApplyEvent = 'search:apply' | 'filters:apply';

/**
 * Applies the queued filters if the range suits the page (else the spec's message), and records
 * the analytics event of an apply (docs/product.md#search). Returns whether it applied.
 */
export function useApplyQueue(page: SearchPage, event: ApplyEvent = 'search:apply'): () => boolean {
  const host = useHost();
  const actions = useSearchActions();
  const store = useSearchStore();
  const context = useSearchContext(page);
  const notifyRejection = useNotifyRejection();
  return useCallback(() => {
    const queued = FILTER_GROUPS.filter((group) => store.getState().parameterQueue[group].length > 0);
    const rejection = actions.apply(context);
    notifyRejection(rejection);
    if (!rejection) host.track(event, { page: context.page, groups: queued });
    return rejection === null;
  }, [actions, context, event, host, notifyRejection, store]);
}
