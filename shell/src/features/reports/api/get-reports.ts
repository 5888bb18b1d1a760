import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient, SavedReport } from 'shared-contracts';
import { useHost } from '../../remote-view';
import { REPORTS_QUERY_KEY } from './reports-query-key';

/** `GET /v2/reports`: the user's saved reports. */
function getReports(http: HttpClient, signal?: AbortSignal): Promise<SavedReport[]> {
  return http.get<SavedReport[]>('/v2/reports', signal ? { signal } : {});
}

export function reportsQuery(http: HttpClient) {
  return queryOptions({ queryKey: REPORTS_QUERY_KEY, queryFn: ({ signal }) => getReports(http, signal) });
}

export function useReports() {
  const { http } = useHost();
  return useQuery(reportsQuery(http));
}
