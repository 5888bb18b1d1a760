import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'shared-router';
import { canSeePage, type RemoteId } from 'shared-contracts';
import { warmWhenIdle } from '../../features/remote-view/lib/warm-when-idle';
import { remoteLoadsStore, type RemoteLoadsState } from '../../features/remote-view/stores/remote-loads-store';
import { DASHBOARD_PAGES, dashboardPageOf } from '../dashboard-pages';

/** The remotes of the data views these roles may open; Account, seldom opened, is left to hover. */
export function dataViewRemotes(roles: readonly string[]): RemoteId[] {
  const remotes = DASHBOARD_PAGES.flatMap(({ page, remote }) =>
    remote && page !== 'account' && canSeePage(roles, page) ? [remote] : [],
  );
  return [...new Set(remotes)];
}

/**
 * Once the page the dashboard opened on has loaded its own remote, the other views' remotes load
 * at idle moments (issue 16: a switch to a view not yet visited finds its code there).
 */
export function useWarmOtherViews(roles: readonly string[]): void {
  const { pathname } = useLocation();
  const [openedOn] = useState(() => dashboardPageOf(pathname)?.remote ?? null);
  const remotes = useMemo(() => dataViewRemotes(roles), [roles]);
  useEffect(() => {
    let stopWarming = () => undefined as void;
    const start = () => {
      stopWarming = warmWhenIdle(remotes.filter((remote) => remote !== openedOn));
    };
    const openedPageLoaded = ({ loads }: RemoteLoadsState) => openedOn === null || loads[openedOn] !== undefined;
    if (openedPageLoaded(remoteLoadsStore.getState())) {
      start();
      return () => stopWarming();
    }
    const unsubscribe = remoteLoadsStore.subscribe((state) => {
      if (!openedPageLoaded(state)) return;
      unsubscribe();
      start();
    });
    return () => {
      unsubscribe();
      stopWarming();
    };
  }, [openedOn, remotes]);
}
