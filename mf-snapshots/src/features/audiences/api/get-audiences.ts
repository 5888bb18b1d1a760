import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AudiencesRequest, AudiencesResponse, HostApi, HttpClient } from 'shared-contracts';

/** `POST /v2/audiences` with the snapshot's search, and the advertiser of an advertisers snapshot. */
async function getAudiences(
  http: HttpClient,
  request: AudiencesRequest,
  signal?: AbortSignal,
): Promise<AudiencesResponse> {
  return http.post<AudiencesResponse>('/v2/audiences', request, { signal });
}

function audiencesQueryOptions(http: HttpClient, request: AudiencesRequest, enabled: boolean) {
  return queryOptions({
    queryKey: ['snapshots', 'audiences', request] as const,
    queryFn: ({ signal }) => getAudiences(http, request, signal),
    enabled: enabled && request.search.length > 0,
    staleTime: 5 * 60 * 1000,
    // A refusal (role, no bands) is an answer, not a hiccup to retry.
    retry: false,
  });
}

export function useAudiences(host: HostApi, request: AudiencesRequest, enabled: boolean) {
  return useQuery(audiencesQueryOptions(host.http, request, enabled));
}
