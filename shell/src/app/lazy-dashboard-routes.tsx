import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageSpin } from '../lib/full-page-spin';

/**
 * The dashboard's code, fetched once: on the first dashboard render, or earlier when the login
 * form is sent (the download then runs beside the login request instead of after it).
 */
let dashboardModule: Promise<typeof import('./dashboard-routes')> | undefined;
export function preloadDashboard(): Promise<typeof import('./dashboard-routes')> {
  dashboardModule ??= import('./dashboard-routes');
  // A failed download is tried again next time instead of being remembered.
  dashboardModule.catch(() => {
    dashboardModule = undefined;
  });
  return dashboardModule;
}

const DashboardRoutes = lazy(() => preloadDashboard().then((module) => ({ default: module.DashboardRoutes })));

/** The dashboard below /dashboard, with the session spinner while its code downloads. */
export function LazyDashboardRoutes({ adminUrl }: { adminUrl?: string }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<FullPageSpin label={t('app.loadingSession')} />}>
      <DashboardRoutes {...(adminUrl ? { adminUrl } : {})} />
    </Suspense>
  );
}
