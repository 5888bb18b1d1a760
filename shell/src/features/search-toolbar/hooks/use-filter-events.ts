import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { local } from '../../../lib/storage';
import {
  connectFilterEvents,
  openSearchInNewTab,
  type SearchContext,
  useSearchActions,
  useSearchStore,
} from '../../search';
import { useHost } from '../../remote-view';

/**
 * Acts on the result-item menus of the remotes (queue, search now, search in new tab) while the
 * dashboard frame is mounted: one subscription, which reads the current page when an event comes.
 */
export function useFilterEvents(context: SearchContext | null): void {
  const host = useHost();
  const store = useSearchStore();
  const actions = useSearchActions();
  const { t } = useTranslation();
  const contextRef = useRef(context);
  useLayoutEffect(() => {
    contextRef.current = context;
  }, [context]);
  useEffect(
    () =>
      connectFilterEvents({
        events: host.events,
        actions,
        search: () => store.getState(),
        context: () => contextRef.current,
        notify: (kind, message) => host.notify(kind, message),
        track: (event, props) => host.track(event, props),
        translate: (key) => t(key),
        openInNewTab: (page, shared) =>
          openSearchInNewTab(page, shared, { storage: local, open: (url) => window.open(url, '_blank', 'noopener') }),
      }),
    [actions, host, store, t],
  );
}
