import { useAlerts } from '../../features/alerts/api/get-alerts';
import { useReports } from '../../features/reports/api/get-reports';
import { useUserMessages } from '../../features/welcome/api/get-user-messages';

/** Spec 1 section 2: reports, alerts and messages load when the sidebar mounts. */
export function useSidebarData(): void {
  useReports();
  useAlerts();
  useUserMessages();
}
