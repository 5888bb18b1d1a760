import { Navigate, useParams } from 'shared-router';
import { canSeePage, ROUTES } from 'shared-contracts';
import type { DashboardPage } from './dashboard-pages';
import { useSession } from '../features/auth/auth-context';
import { HomePage } from '../features/home/home-page';
import { OpenSavedReport } from '../features/reports/components/open-saved-report';
import { RemoteView } from '../features/remote-view/components/remote-view';

/**
 * One dashboard page: /404 when the user's roles do not allow it; with a report id (report pages),
 * the saved report opens first; else the page's view.
 */
export function DashboardPageRoute({ config }: { config: DashboardPage }) {
  const claims = useSession((state) => state.claims);
  const { reportId } = useParams();
  if (!claims || !canSeePage(claims.roles, config.page)) return <Navigate to={ROUTES.notFound} replace />;
  if (config.hasReports && reportId !== undefined)
    return <OpenSavedReport key={reportId} page={config.page} rawId={reportId} />;
  if (config.remote === null) return <HomePage name={claims.name} />;
  return <RemoteView remote={config.remote} page={config.page} />;
}
