import { useCallback, useLayoutEffect, useMemo, useState, type CSSProperties, type ReactElement } from 'react';
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
  /** When it was last shown, in switches: the view least recently shown is the one let go. */
  lastShown: number;
}

/**
 * The views in the order they were first drawn, the current one marked as shown last; the one
 * least recently shown beyond the limit is let go. The order on the page never changes: moving a
 * view's element in the document would make the browser style and lay it out again whole.
 */
function rememberView(views: readonly KeptView[], path: string, element: ReactElement): KeptView[] {
  const lastShown = Math.max(0, ...views.map((view) => view.lastShown)) + 1;
  const remembered = views.some((view) => view.path === path)
    ? views.map((view) => (view.path === path ? { ...view, lastShown } : view))
    : [...views, { path, element, lastShown }];
  if (remembered.length <= KEPT_VIEWS + 1) return remembered;
  const leastRecent = Math.min(...remembered.map((view) => view.lastShown));
  return remembered.filter((view) => view.lastShown !== leastRecent);
}

// `content-visibility: hidden`, not `display: none`: the browser keeps a hidden view's styles and
// layout, so showing it again neither styles nor lays out its elements anew (at CPU x 4, about
// 130 ms of a switch to Real-Time Spend). Its content is skipped as `display: none`'s is: not
// painted, not focusable, out of the accessibility tree (aria-hidden says so where that is not known).
const SHOWN_VIEW: CSSProperties = { display: 'block' };
const HIDDEN_VIEW: CSSProperties = { display: 'block', contentVisibility: 'hidden' };

interface KeptViewProps extends Omit<KeptView, 'lastShown'> {
  hidden: boolean;
  onFailed: (path: string) => void;
}

/**
 * One view kept: hidden while another shows, and reading the search and the session
 * through a pause, so that no change reaches it until it shows again (a change then reaches it
 * before the browser paints). Hidden so, it stays mounted as it is: its effects, its
 * charts and its measured table are left in place, and showing it again runs none of them.
 */
function KeptView({ path, hidden, element, onFailed }: KeptViewProps) {
  const shellHost = useHost();
  const [viewHost] = useState(() => pausableHost(shellHost));
  useLayoutEffect(() => (hidden ? viewHost.pause() : viewHost.resume()), [hidden, viewHost]);
  const failed = useMemo(() => () => onFailed(path), [onFailed, path]);
  return (
    <div style={hidden ? HIDDEN_VIEW : SHOWN_VIEW} aria-hidden={hidden || undefined}>
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
    if (currentPath && outlet) setKept((views) => rememberView(views, currentPath, outlet));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [currentPath]);
  /* eslint-enable react-hooks/set-state-in-effect */

  // A view that failed is not kept: the next visit starts without the error.
  const forget = useCallback((path: string) => setKept((views) => views.filter((view) => view.path !== path)), []);

  const isKept = kept.some(({ path }) => path === currentPath);
  const views =
    currentPath && outlet && !isKept ? [...kept, { path: currentPath, element: outlet, lastShown: 0 }] : kept;
  return (
    <>
      {views.map(({ path, element }) => (
        <KeptView key={path} path={path} hidden={path !== currentPath} element={element} onFailed={forget} />
      ))}
      {currentPath === null && <OutletErrorBoundary key={pathname}>{outlet}</OutletErrorBoundary>}
    </>
  );
}
