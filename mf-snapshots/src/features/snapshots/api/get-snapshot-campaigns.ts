import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Campaign, GalleryResponse, HostApi, HttpClient, MarketSearchBody } from 'shared-contracts';

/** The carousel shows the latest campaigns of the first gallery page (a page size the API offers). */
const CAROUSEL_CAMPAIGNS = 15;

/** `POST /v2/gallery/1/15?unique=1&lang=…`: one card per creative. */
async function getSnapshotCampaigns(
  http: HttpClient,
  body: MarketSearchBody,
  language: string,
  signal?: AbortSignal,
): Promise<Campaign[]> {
  const answer = await http.post<GalleryResponse | GalleryResponse[]>(`/v2/gallery/1/${CAROUSEL_CAMPAIGNS}`, body, {
    signal,
    query: { unique: 1, lang: language },
  });
  // The spec: "first item if array".
  const page = Array.isArray(answer) ? answer[0] : answer;
  return page?.items ?? [];
}

function snapshotCampaignsQueryOptions(http: HttpClient, body: MarketSearchBody, language: string) {
  return queryOptions({
    queryKey: ['snapshots', 'campaigns', body, language] as const,
    queryFn: ({ signal }) => getSnapshotCampaigns(http, body, language, signal),
    enabled: body.length > 0,
    staleTime: 5 * 60 * 1000,
  });
}

export function useSnapshotCampaigns(host: HostApi, body: MarketSearchBody, language: string) {
  return useQuery(snapshotCampaignsQueryOptions(host.http, body, language));
}
