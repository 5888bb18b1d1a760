import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HostApi, HttpClient, MarketSearchBody, SnapshotTableResponse, SnapType } from 'shared-contracts';

/** Snapshot tables show 20 rows a page, no other size (docs/product.md#snapshots). */
export const SNAPSHOT_TABLE_PAGE_SIZE = 20;

export interface SnapshotTableRequest {
  snapType: SnapType;
  language: string;
  body: MarketSearchBody;
  page: number;
  limit: number;
}

/** `POST /v2/snapshots/table/{type}/{page}/{limit}?lang=…`. */
export async function getSnapshotTable(
  http: HttpClient,
  { snapType, language, body, page, limit }: SnapshotTableRequest,
  signal?: AbortSignal,
): Promise<SnapshotTableResponse> {
  return http.post<SnapshotTableResponse>(`/v2/snapshots/table/${snapType}/${page}/${limit}`, body, {
    signal,
    query: { lang: language },
  });
}

function snapshotTableQueryOptions(http: HttpClient, request: SnapshotTableRequest) {
  return queryOptions({
    queryKey: ['snapshots', 'table', request] as const,
    queryFn: ({ signal }) => getSnapshotTable(http, request, signal),
    enabled: request.body.length > 0,
    staleTime: 5 * 60 * 1000,
    // The page shown stays while the next one loads: the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useSnapshotTable(host: HostApi, request: SnapshotTableRequest) {
  return useQuery(snapshotTableQueryOptions(host.http, request));
}
