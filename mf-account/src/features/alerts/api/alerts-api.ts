import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Alert, HostApi, HttpClient } from 'shared-contracts';

export const ALERTS_QUERY_KEY = ['account', 'alerts'] as const;

/** `GET /v2/alerts` (at most 3). */
function getAlerts(http: HttpClient, signal?: AbortSignal): Promise<Alert[]> {
  return http.get<Alert[]>('/v2/alerts', signal ? { signal } : {});
}

export function useAlerts(host: HostApi) {
  return useQuery(queryOptions({ queryKey: ALERTS_QUERY_KEY, queryFn: ({ signal }) => getAlerts(host.http, signal) }));
}
