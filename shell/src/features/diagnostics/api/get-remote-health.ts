import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient, RemoteHealthResponse } from 'shared-contracts';
import { useHost } from '../../remote-view';

/** `GET /v2/federation/health?env=`: each remote version's loads in the last hour (super admins). */
function getRemoteHealth(http: HttpClient, env: string, signal?: AbortSignal): Promise<RemoteHealthResponse> {
  return http.get<RemoteHealthResponse>(
    `/v2/federation/health?env=${encodeURIComponent(env)}`,
    signal ? { signal } : {},
  );
}

function remoteHealthQuery(http: HttpClient, env: string) {
  return queryOptions({
    queryKey: ['shell', 'remote-health', env] as const,
    queryFn: ({ signal }) => getRemoteHealth(http, env, signal),
    // Browsers report in batches: a minute-old view of the last hour is fresh enough.
    staleTime: 60_000,
  });
}

export function useRemoteHealth(env: string) {
  const { http } = useHost();
  return useQuery(remoteHealthQuery(http, env));
}
