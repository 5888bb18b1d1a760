import { useMutation } from '@tanstack/react-query';
import type { HttpClient, SavedReport, ToggleReportRequest } from 'shared-contracts';
import { useHost } from '../../remote-view';

/** `POST /v2/reports/{id}/toggle`: enabled set to the opposite of the current value. */
function toggleReport(http: HttpClient, id: number, request: ToggleReportRequest): Promise<SavedReport> {
  return http.post<SavedReport>(`/v2/reports/${id}/toggle`, request);
}

export function useToggleReport() {
  const { http, events, track } = useHost();
  return useMutation({
    mutationKey: ['shell', 'reports', 'toggle'],
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) => toggleReport(http, id, { enabled }),
    // Every list of reports reloads on this event, the shell's and the remotes' (connect-host-events).
    onSuccess: (report) => {
      track('report:toggle', { reportId: report.id, enabled: report.enabled });
      events.emit('reports:changed', {});
    },
  });
}
