import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReportRequest, HttpClient, SavedReport } from 'shared-contracts';
import { useHost } from '../../remote-view/host-context';
import { REPORTS_QUERY_KEY } from './get-reports';

/** `POST /v2/reports`. */
export function createReport(http: HttpClient, request: CreateReportRequest): Promise<SavedReport> {
  return http.post<SavedReport>('/v2/reports', request);
}

/** Creates a report, then reloads the list (spec 2 section 4). */
export function useCreateReport() {
  const { http } = useHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['shell', 'reports', 'create'],
    mutationFn: (request: CreateReportRequest) => createReport(http, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REPORTS_QUERY_KEY }),
  });
}
