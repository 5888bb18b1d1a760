import { Navigate, Route, Routes } from 'react-router-dom';
import { ROUTES } from 'shared-contracts';
import { NotFoundPage } from '../components/not-found-page';
import { DASHBOARD_PAGES } from '../config/dashboard-pages';
import { GuestOnlyRoute } from '../features/auth/components/guest-only-route';
import { LoginPage } from '../features/auth/components/login-page';
import { RequireAuth } from '../features/auth/components/require-auth';
import { SessionExpiredDialog } from '../features/auth/components/session-expired-dialog';
import { ExportPage } from '../features/export-page/components/export-page';
import { RemoteView } from '../features/remote-view/components/remote-view';
import { DashboardIndexRoute } from './dashboard-index-route';
import { DashboardPageRoute } from './dashboard-page-route';
import { DiagnosticsRoute } from './federation/diagnostics-route';
import { QaOverrideNotice } from './federation/qa-override-notice';
import { HostBridgeConnector } from './host-bridge-connector';
import { DashboardLayout } from './layout/dashboard-layout';
import { useShellServices } from './shell-services-context';

/** The shell's routes (spec 1 section 2). Remotes own whatever lies below their page. */
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
              <LoginPage />
            </GuestOnlyRoute>
          }
        />
        <Route path={ROUTES.dashboard} element={<RequireAuth />}>
          <Route element={<DashboardLayout {...(env.external.adminUrl ? { adminUrl: env.external.adminUrl } : {})} />}>
            <Route index element={<DashboardIndexRoute />} />
            {DASHBOARD_PAGES.map((config) => (
              <Route
                key={config.page}
                path={config.hasReports ? `${config.page}/:reportId?` : config.page}
                element={<DashboardPageRoute config={config} />}
              />
            ))}
            <Route path="export/:type/:format" element={<ExportPage />} />
            <Route path="diagnostics" element={<DiagnosticsRoute />} />
            <Route path="*" element={<Navigate to={ROUTES.notFound} replace />} />
          </Route>
        </Route>
        {/* Public: no login, no token. The marketing remote routes its own pages. */}
        <Route path="/marketing/*" element={<RemoteView remote="mf-marketing" page="home" />} />
        <Route path={ROUTES.notFound} element={<NotFoundPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </>
  );
}
