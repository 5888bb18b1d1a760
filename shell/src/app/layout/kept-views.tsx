import {
  Suspense,
  use,
  useCallback,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useLocation, useOutlet } from 'react-router-dom';
import { HostProvider, pausableHost, useHost, ViewFailedContext } from '../../features/remote-view';
import { DASHBOARD_PAGES } from '../dashboard-pages';
import { OutletErrorBoundary } from './outlet-error-boundary';

/** How many views stay drawn, hidden, after the user has left them (the most recent ones). */
export const KEPT_VIEWS = 3;

const KEPT_PATHS = new Set(DASHBOARD_PAGES.map(({ page }) => `/dashboard/${page}`));

/** A page's own path is kept; a saved report's path, an export or diagnostics is drawn afresh each time. */
function keptPathOf(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '');
  return KEPT_PATHS.has(path) ? path : null;
}

interface KeptView {
  path: string;
  element: ReactElement;
}

/** The views in order of use, the current one last; the oldest beyond the limit are let go. */
function rememberView(views: readonly KeptView[], view: KeptView): KeptView[] {
  const earlier = views.find(({ path }) => path === view.path);
  const others = views.filter(({ path }) => path !== view.path);
  return [...others, earlier ?? view].slice(-(KEPT_VIEWS + 1));
}

/** Never settles: a view that waits on it is neither rendered nor shown until it stops waiting. */
const WHILE_HIDDEN = new Promise<never>(() => undefined);

/**
 * Suspends while frozen, so React hides the view (display: none) without unmounting it or running
 * its effects' cleanups (the charts live in those effects). React may still render an update
 * that reaches a hidden view, at low priority; the search and the session, where a view's updates
 * come from, reach it through a paused host (KeptView). Suspended through `use()`, not a thrown
 * thenable as react-freeze does: with a thrown one React 19 retries the frozen views without end
 * (react-freeze PR #42; three frozen siblings loop under act(), react issue #37556).
 */
function WaitWhileFrozen({ frozen, children }: { frozen: boolean; children: ReactNode }) {
  if (frozen) use(WHILE_HIDDEN);
  return children;
}

interface KeptViewProps extends KeptView {
  frozen: boolean;
  onFailed: (path: string) => void;
}

/**
 * One view kept: frozen while hidden, and reading the search and the session through a pause, so
 * that no change reaches it until it shows again (a change then reaches it before the browser
 * paints).
 */
function KeptView({ path, frozen, element, onFailed }: KeptViewProps) {
  const shellHost = useHost();
  const [viewHost] = useState(() => pausableHost(shellHost));
  useLayoutEffect(() => (frozen ? viewHost.pause() : viewHost.resume()), [frozen, viewHost]);
  const failed = useMemo(() => () => onFailed(path), [onFailed, path]);
  return (
    <Suspense fallback={null}>
      <WaitWhileFrozen frozen={frozen}>
        <HostProvider value={viewHost.host}>
          <ViewFailedContext.Provider value={failed}>
            <OutletErrorBoundary>{element}</OutletErrorBoundary>
          </ViewFailedContext.Provider>
        </HostProvider>
      </WaitWhileFrozen>
    </Suspense>
  );
}

/**
 * The dashboard's outlet, keeping the last views visited drawn but hidden and frozen. Going back
 * to one shows it as it was, without drawing its table and charts again; a search changed
 * meanwhile applies as it shows.
 *
 * The router changes location in a transition, and a transition never hides content already on
 * screen, so the view just left is frozen by a state update of its own once the new one is
 * committed (before the browser paints).
 */
export function KeptViews() {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const currentPath = keptPathOf(pathname);
  const [kept, setKept] = useState<KeptView[]>([]);
  const [shownPath, setShownPath] = useState<string | null>(currentPath);

  // Updates of their own after the router's transition committed, before the browser paints: a
  // transition never hides what is on screen, so freezing the view left inside it would hang.
  /* eslint-disable react-hooks/set-state-in-effect */
  useLayoutEffect(() => {
    setShownPath(currentPath);
    if (currentPath && outlet) setKept((views) => rememberView(views, { path: currentPath, element: outlet }));
    // Only a new path changes what is kept: the element of a path stays the one first drawn there.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [currentPath]);
  /* eslint-enable react-hooks/set-state-in-effect */

  // A view that failed is not kept: the next visit starts without the error.
  const forget = useCallback((path: string) => setKept((views) => views.filter((view) => view.path !== path)), []);

  const isKept = kept.some(({ path }) => path === currentPath);
  const views = currentPath && outlet && !isKept ? [...kept, { path: currentPath, element: outlet }] : kept;
  return (
    <>
      {views.map(({ path, element }) => (
        <KeptView
          key={path}
          path={path}
          frozen={path !== currentPath && path !== shownPath}
          element={element}
          onFailed={forget}
        />
      ))}
      {currentPath === null && <OutletErrorBoundary key={pathname}>{outlet}</OutletErrorBoundary>}
    </>
  );
}
