import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient, PublicSpot } from 'shared-contracts';
import { usePublicHttp } from '../../../lib/public-http-context';
import { retryUnlessClientError } from '../../../lib/retry';

/** `GET /getspot/{id}` (public, no token): one spot, or 404 { error }. */
function getPublicSpot(http: HttpClient, id: number, signal?: AbortSignal): Promise<PublicSpot> {
  return http.get<PublicSpot>(`/getspot/${id}`, { signal });
}

function publicSpotQueryOptions(http: HttpClient, id: number) {
  return queryOptions({
    queryKey: ['marketing', 'spot', id],
    queryFn: ({ signal }) => getPublicSpot(http, id, signal),
    retry: retryUnlessClientError,
  });
}

export function usePublicSpot(id: number) {
  return useQuery(publicSpotQueryOptions(usePublicHttp(), id));
}
