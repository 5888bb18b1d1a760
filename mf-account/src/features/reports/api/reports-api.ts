import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HostApi, HttpClient, SavedReport } from 'shared-contracts';

export const REPORTS_QUERY_KEY = ['account', 'reports'] as const;

/** `GET /v2/reports`. */
function getReports(http: HttpClient, signal?: AbortSignal): Promise<SavedReport[]> {
  return http.get<SavedReport[]>('/v2/reports', signal ? { signal } : {});
}

/** `POST /v2/reports/{id}/toggle` with `enabled` the opposite of the current value (docs/product.md#saved-reports). */
export function toggleReport(http: HttpClient, report: SavedReport): Promise<SavedReport> {
  return http.post<SavedReport>(`/v2/reports/${report.id}/toggle`, { enabled: !report.enabled });
}

/** `DELETE /v2/reports/{id}` (204). */
export function deleteReport(http: HttpClient, id: number): Promise<void> {
  return http.request<void>({ method: 'DELETE', path: `/v2/reports/${id}` });
}

export function useReports(host: HostApi) {
  return useQuery(
    queryOptions({ queryKey: REPORTS_QUERY_KEY, queryFn: ({ signal }) => getReports(host.http, signal) }),
  );
}
