import { useMutation } from '@tanstack/react-query';
import type { CreateReportRequest, HttpClient, SavedReport } from 'shared-contracts';
import { useHost } from '../../remote-view';

/** `POST /v2/reports`. */
function createReport(http: HttpClient, request: CreateReportRequest): Promise<SavedReport> {
  return http.post<SavedReport>('/v2/reports', request);
}

/** Creates a report, then reloads the list (docs/product.md#saved-reports). */
export function useCreateReport() {
  const { http, events, track } = useHost();
  return useMutation({
    mutationKey: ['shell', 'reports', 'create'],
    mutationFn: (request: CreateReportRequest) => createReport(http, request),
    // Every list of reports reloads on this event, the shell's and the remotes' (connect-host-events).
    onSuccess: (report) => {
      track('report:create', { reportId: report.id, frequency: report.frequency, formats: report.formats });
      events.emit('reports:changed', {});
    },
  });
}
