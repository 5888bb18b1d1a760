import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Alert, HttpClient } from 'shared-contracts';
import { useHost } from '../../remote-view';
import { ALERTS_QUERY_KEY } from './alerts-query-key';

/** `GET /v2/alerts`: the user's alerts (at most 3). */
function getAlerts(http: HttpClient, signal?: AbortSignal): Promise<Alert[]> {
  return http.get<Alert[]>('/v2/alerts', signal ? { signal } : {});
}

export function alertsQuery(http: HttpClient) {
  return queryOptions({ queryKey: ALERTS_QUERY_KEY, queryFn: ({ signal }) => getAlerts(http, signal) });
}

export function useAlerts() {
  const { http } = useHost();
  return useQuery(alertsQuery(http));
}
