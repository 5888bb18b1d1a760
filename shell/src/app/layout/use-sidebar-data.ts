import { useAlerts } from '../../features/alerts/api/get-alerts';
import { useReports } from '../../features/reports/api/get-reports';
import { useUserMessages } from '../../features/welcome/api/get-user-messages';

/** docs/product.md#shell-frame: reports, alerts and messages load when the sidebar mounts. */
export function useSidebarData(): void {
  useReports();
  useAlerts();
  useUserMessages();
}
