import { useCallback, useLayoutEffect, useMemo, useState, type ReactElement } from 'react';
import { useLocation, useOutlet } from 'shared-router';
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

interface KeptViewProps extends KeptView {
  hidden: boolean;
  onFailed: (path: string) => void;
}

/**
 * One view kept: hidden by CSS while another shows, and reading the search and the session
 * through a pause, so that no change reaches it until it shows again (a change then reaches it
 * before the browser paints). Hidden by CSS alone, it stays mounted as it is: its effects, its
 * charts and its measured table are left in place, and showing it again runs none of them.
 */
function KeptView({ path, hidden, element, onFailed }: KeptViewProps) {
  const shellHost = useHost();
  const [viewHost] = useState(() => pausableHost(shellHost));
  useLayoutEffect(() => (hidden ? viewHost.pause() : viewHost.resume()), [hidden, viewHost]);
  const failed = useMemo(() => () => onFailed(path), [onFailed, path]);
  // `display: contents` lays the view out as if the wrapper were not there.
  return (
    <div style={{ display: hidden ? 'none' : 'contents' }}>
      <HostProvider value={viewHost.host}>
        <ViewFailedContext.Provider value={failed}>
          <OutletErrorBoundary>{element}</OutletErrorBoundary>
        </ViewFailedContext.Provider>
      </HostProvider>
    </div>
  );
}

/**
 * The dashboard's outlet, keeping the last views visited drawn but hidden. Going back to one
 * shows it as it was, without drawing its table and charts again; a search changed meanwhile
 * applies as it shows.
 */
export function KeptViews() {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const currentPath = keptPathOf(pathname);
  const [kept, setKept] = useState<KeptView[]>([]);

  // Remembered after the commit: only a new path changes what is kept, and the element of a path
  // stays the one first drawn there.
  /* eslint-disable react-hooks/set-state-in-effect */
  useLayoutEffect(() => {
    if (currentPath && outlet) setKept((views) => rememberView(views, { path: currentPath, element: outlet }));
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
        <KeptView key={path} path={path} hidden={path !== currentPath} element={element} onFailed={forget} />
      ))}
      {currentPath === null && <OutletErrorBoundary key={pathname}>{outlet}</OutletErrorBoundary>}
    </>
  );
}
