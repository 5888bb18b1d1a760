import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'shared-router';
import { ROUTES } from 'shared-contracts';
import { GuestOnlyRoute } from '../features/auth/components/guest-only-route';
import { LoginPage } from '../features/auth/components/login-page';
import { RequireAuth } from '../features/auth/components/require-auth';
import { SessionExpiredNotice } from '../features/auth/components/session-expired-notice';
import { QaOverrideNotice } from './federation/qa-override-notice';
import { DashboardIndexRoute } from './dashboard-index-route';
import { HostBridgeConnector } from './host-bridge-connector';
import { LazyDashboardRoutes, preloadDashboard } from './lazy-dashboard-routes';
import { DashboardFramePlaceholder } from './layout/dashboard-frame-placeholder';
import { useShellServices } from './shell-services-context';
import { FullPageSpin } from '../lib/full-page-spin';

// Loaded on demand like the dashboard, so the login page downloads neither: the public pages
// need the shared antd and the remote view, the not-found page antd's Result and its pictures.
const PublicPages = lazy(() => import('./public-pages').then((module) => ({ default: module.PublicPages })));
const NotFoundPage = lazy(() => import('./not-found-page').then((module) => ({ default: module.NotFoundPage })));

/** The shell's routes (docs/product.md#pages-and-routes). Remotes own whatever lies below their page. */
export function AppRoutes() {
  const { env } = useShellServices();
  const { t } = useTranslation();
  return (
    <>
      <QaOverrideNotice />
      <HostBridgeConnector />
      <SessionExpiredNotice />
      <Suspense fallback={<FullPageSpin label={t('remote.loading')} />}>
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
          <Route
            path={ROUTES.dashboard}
            element={
              // One placeholder from the session's restore until the dashboard's code has arrived.
              <Suspense fallback={<DashboardFramePlaceholder />}>
                <RequireAuth />
              </Suspense>
            }
          >
            {/* Bare /dashboard only redirects: no need to download the dashboard's code for it. */}
            <Route index element={<DashboardIndexRoute />} />
            {/* Every page below /dashboard: the dashboard's own routes load with its code. */}
            <Route
              path="*"
              element={<LazyDashboardRoutes {...(env.external.adminUrl ? { adminUrl: env.external.adminUrl } : {})} />}
            />
          </Route>
          {/* Public: no login, no token. The marketing remote routes its own pages. */}
          <Route path="/marketing/*" element={<PublicPages />} />
          <Route path={ROUTES.notFound} element={<NotFoundPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </>
  );
}
