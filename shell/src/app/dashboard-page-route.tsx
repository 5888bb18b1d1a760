import { Navigate } from 'react-router-dom';
import { canSeePage, ROUTES } from 'shared-contracts';
import type { DashboardPage } from '../config/dashboard-pages';
import { useSession } from '../features/auth/auth-context';
import { HomePage } from '../features/home/home-page';
import { RemoteView } from '../features/remote-view/components/remote-view';

/** One dashboard page: /404 when the user's roles do not allow it, else its view. */
export function DashboardPageRoute({ config }: { config: DashboardPage }) {
  const claims = useSession((state) => state.claims);
  if (!claims || !canSeePage(claims.roles, config.page)) return <Navigate to={ROUTES.notFound} replace />;
  if (config.remote === null) return <HomePage name={claims.name} />;
  return <RemoteView remote={config.remote} page={config.page} />;
}
