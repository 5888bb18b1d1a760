import { Navigate, Route, Routes } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import { NotFoundPage } from './not-found-page';
import { GuestOnlyRoute } from '../features/auth/components/guest-only-route';
import { LoginPage } from '../features/auth/components/login-page';
import { RequireAuth } from '../features/auth/components/require-auth';
import { SessionExpiredDialog } from '../features/auth/components/session-expired-dialog';
import { RemoteView } from '../features/remote-view/components/remote-view';
import { QaOverrideNotice } from './federation/qa-override-notice';
import { DashboardIndexRoute } from './dashboard-index-route';
import { HostBridgeConnector } from './host-bridge-connector';
import { LazyDashboardRoutes, preloadDashboard } from './lazy-dashboard-routes';
import { useShellServices } from './shell-services-context';

/** The shell's routes (docs/product.md#pages-and-routes). Remotes own whatever lies below their page. */
export function AppRoutes() {
  const { env } = useShellServices();
  return (
    <>
      <QaOverrideNotice />
      <HostBridgeConnector />
      <SessionExpiredDialog />
      <Routes>
        <Route path={ROUTES.root} element={<Navigate to={ROUTES.login} replace />} />
        <Route
          path={ROUTES.login}
          element={
            <GuestOnlyRoute>
              <LoginPage onLoginStart={() => void preloadDashboard()} />
            </GuestOnlyRoute>
          }
        />
        <Route path={ROUTES.dashboard} element={<RequireAuth />}>
          {/* Bare /dashboard only redirects: no need to download the dashboard's code for it. */}
          <Route index element={<DashboardIndexRoute />} />
          {/* Every page below /dashboard: the dashboard's own routes load with its code. */}
          <Route
            path="*"
            element={<LazyDashboardRoutes {...(env.external.adminUrl ? { adminUrl: env.external.adminUrl } : {})} />}
          />
        </Route>
        {/* Public: no login, no token. The marketing remote routes its own pages. */}
        <Route path="/marketing/*" element={<RemoteView remote="mf-marketing" page="home" />} />
        <Route path={ROUTES.notFound} element={<NotFoundPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </>
  );
}
