import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HttpClient, SavedReport, ToggleReportRequest } from 'shared-contracts';
import { useHost } from '../../remote-view/host-context';
import { REPORTS_QUERY_KEY } from './get-reports';

/** `POST /v2/reports/{id}/toggle`: enabled set to the opposite of the current value. */
export function toggleReport(http: HttpClient, id: number, request: ToggleReportRequest): Promise<SavedReport> {
  return http.post<SavedReport>(`/v2/reports/${id}/toggle`, request);
}

export function useToggleReport() {
  const { http } = useHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['shell', 'reports', 'toggle'],
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) => toggleReport(http, id, { enabled }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REPORTS_QUERY_KEY }),
  });
}
