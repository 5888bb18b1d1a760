import { useMutation } from '@tanstack/react-query';
import type { EditReportRequest, HttpClient, SavedReport } from 'shared-contracts';
import { useHost } from '../../remote-view';

/** `PUT /v2/reports/{id}/edit`. */
function editReport(http: HttpClient, request: EditReportRequest): Promise<SavedReport> {
  return http.request<SavedReport>({ method: 'PUT', path: `/v2/reports/${request.id}/edit`, body: request });
}

/** Edits a report, then reloads the list. */
export function useEditReport() {
  const { http, events, track } = useHost();
  return useMutation({
    mutationKey: ['shell', 'reports', 'edit'],
    mutationFn: (request: EditReportRequest) => editReport(http, request),
    // Every list of reports reloads on this event, the shell's and the remotes' (connect-host-events).
    onSuccess: (report) => {
      track('report:edit', { reportId: report.id, frequency: report.frequency, formats: report.formats });
      events.emit('reports:changed', {});
    },
  });
}
