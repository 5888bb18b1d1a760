import { lazy } from 'react';

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

/**
 * The dashboard below /dashboard. While its code downloads it suspends to the dashboard route's
 * boundary (app-routes.tsx), which already shows the frame drawn without antd for the session's
 * restore: the same placeholder stays on screen instead of a second one.
 */
export function LazyDashboardRoutes({ adminUrl }: { adminUrl?: string }) {
  return <DashboardRoutes {...(adminUrl ? { adminUrl } : {})} />;
}
