import { Navigate, Route, Routes } from 'shared-router';
import { ROUTES } from 'shared-contracts';
import { DASHBOARD_PAGES } from './dashboard-pages';
import { ExportPage } from '../features/export-page/components/export-page';
import { DashboardPageRoute } from './dashboard-page-route';
import { DiagnosticsRoute } from './federation/diagnostics-route';
import { DashboardLayout } from './layout/dashboard-layout';
import { SharedAntdFrame } from '../features/theme/antd/shared-antd-frame';
import { ShellQueryProvider } from '../lib/shell-queries/shell-query-provider';

interface DashboardRoutesProps {
  adminUrl?: string;
}

/**
 * Everything below /dashboard: the frame (top bar, sidebar, search toolbar, dialogs) and its
 * pages. App routes load this module on demand, so the login page does not download it.
 */
export function DashboardRoutes({ adminUrl }: DashboardRoutesProps) {
  return (
    <SharedAntdFrame>
      <ShellQueryProvider>
        <Routes>
          <Route element={<DashboardLayout {...(adminUrl ? { adminUrl } : {})} />}>
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
        </Routes>
      </ShellQueryProvider>
    </SharedAntdFrame>
  );
}
