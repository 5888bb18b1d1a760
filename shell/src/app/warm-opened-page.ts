import { warmRemote } from '../features/remote-view/lib/warm-remote';
import { dashboardPageOf } from './dashboard-pages';
import { preloadDashboard } from './lazy-dashboard-routes';

/**
 * A reload or a new tab on a dashboard page, while the session is being restored: the dashboard's
 * code and the page's remote start downloading beside the refresh call instead of after it
 * (issue 16: the first chart of a cold Share of Voice). Only then: a visitor without a session is
 * sent to login and downloads nothing more. A failed warm is forgotten (warmRemote), so a remote
 * that is down still fails only its own outlet.
 */
export function warmOpenedPage(pathname: string): void {
  const page = dashboardPageOf(pathname);
  if (!page) return;
  void preloadDashboard();
  if (page.remote) warmRemote(page.remote);
}
