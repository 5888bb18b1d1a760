import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient, IndustriesResponse } from 'shared-contracts';
import { useHost } from '../../remote-view';

/** `GET /v2/list/industries`: every industry (id and name); cancellable. */
function getIndustries(http: HttpClient, signal?: AbortSignal): Promise<IndustriesResponse> {
  return http.get<IndustriesResponse>('/v2/list/industries', signal ? { signal } : {});
}

function industriesQueryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: ['shell', 'industries'],
    queryFn: ({ signal }) => getIndustries(http, signal),
    // The list changes with the catalogue, not during a session.
    staleTime: 60 * 60_000,
  });
}

export function useIndustries(enabled = true) {
  const host = useHost();
  return useQuery({ ...industriesQueryOptions(host.http), enabled });
}
