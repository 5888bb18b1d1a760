import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditReportRequest, HttpClient, SavedReport } from 'shared-contracts';
import { useHost } from '../../remote-view/host-context';
import { REPORTS_QUERY_KEY } from './get-reports';

/** `PUT /v2/reports/{id}/edit`. */
export function editReport(http: HttpClient, request: EditReportRequest): Promise<SavedReport> {
  return http.request<SavedReport>({ method: 'PUT', path: `/v2/reports/${request.id}/edit`, body: request });
}

/** Edits a report, then reloads the list. */
export function useEditReport() {
  const { http } = useHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['shell', 'reports', 'edit'],
    mutationFn: (request: EditReportRequest) => editReport(http, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REPORTS_QUERY_KEY }),
  });
}
