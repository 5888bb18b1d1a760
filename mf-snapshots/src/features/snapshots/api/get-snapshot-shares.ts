import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HostApi, HttpClient, MarketSearchBody, SnapshotShareResponse } from 'shared-contracts';

/** The snapshot donuts the API serves: `POST /v2/snapshots/{platforms|sources|publishers/sov|publishers/soi}`. */
export type SnapshotShareKind = 'platforms' | 'sources' | 'publishers/sov' | 'publishers/soi';

async function getSnapshotShares(
  http: HttpClient,
  kind: SnapshotShareKind,
  body: MarketSearchBody,
  signal?: AbortSignal,
): Promise<SnapshotShareResponse> {
  return http.post<SnapshotShareResponse>(`/v2/snapshots/${kind}`, body, { signal });
}

function snapshotSharesQueryOptions(http: HttpClient, kind: SnapshotShareKind, body: MarketSearchBody, enabled = true) {
  return queryOptions({
    queryKey: ['snapshots', 'shares', kind, body] as const,
    queryFn: ({ signal }) => getSnapshotShares(http, kind, body, signal),
    enabled: enabled && body.length > 0,
    staleTime: 5 * 60 * 1000,
  });
}

export function useSnapshotShares(host: HostApi, kind: SnapshotShareKind, body: MarketSearchBody, enabled = true) {
  return useQuery(snapshotSharesQueryOptions(host.http, kind, body, enabled));
}
