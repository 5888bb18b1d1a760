import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HostApi, HttpClient, MarketSearchBody, SnapshotStatsResponse, SnapType } from 'shared-contracts';

type SnapshotStats = SnapshotStatsResponse['items'][0];

/** `POST /v2/snapshots/stats/{type}`: the count beside the type, pViewability and the spend per day. */
async function getSnapshotStats(
  http: HttpClient,
  snapType: SnapType,
  body: MarketSearchBody,
  signal?: AbortSignal,
): Promise<SnapshotStats | null> {
  const answer = await http.post<SnapshotStatsResponse>(`/v2/snapshots/stats/${snapType}`, body, { signal });
  return answer.items[0] ?? null;
}

function snapshotStatsQueryOptions(http: HttpClient, snapType: SnapType, body: MarketSearchBody) {
  return queryOptions({
    queryKey: ['snapshots', 'stats', snapType, body] as const,
    queryFn: ({ signal }) => getSnapshotStats(http, snapType, body, signal),
    enabled: body.length > 0,
    staleTime: 5 * 60 * 1000,
  });
}

export function useSnapshotStats(host: HostApi, snapType: SnapType, body: MarketSearchBody) {
  return useQuery(snapshotStatsQueryOptions(host.http, snapType, body));
}
