import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HostApi, HttpClient, MarketRequest, ShareOfVoiceResponse } from 'shared-contracts';
import { markPerformance } from 'shared-ui';

/** Marked when an answer arrives (the benchmark measures from here to the charts drawn). */
const SOV_DATA_MARK = 'sov:data-arrived';

/** `POST /v2/sov/{dimension}?snap=0&lang=…` with one object per country. */
async function getShareOfVoice(
  http: HttpClient,
  { dimension, language, body }: MarketRequest,
  signal?: AbortSignal,
): Promise<ShareOfVoiceResponse> {
  const answer = await http.post<ShareOfVoiceResponse>(`/v2/sov/${dimension}`, body, {
    signal,
    query: { snap: 0, lang: language },
  });
  markPerformance(SOV_DATA_MARK);
  return answer;
}

/** The key holds the whole request: a new search is a new query, and the old one is cancelled. */
function shareOfVoiceQueryOptions(http: HttpClient, request: MarketRequest) {
  return queryOptions({
    queryKey: ['sov', 'share-of-voice', request] as const,
    queryFn: ({ signal }) => getShareOfVoice(http, request, signal),
    enabled: request.body.length > 0,
    staleTime: 5 * 60 * 1000,
  });
}

export function useShareOfVoice(host: HostApi, request: MarketRequest) {
  return useQuery(shareOfVoiceQueryOptions(host.http, request));
}
