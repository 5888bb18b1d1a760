import { useQuery } from '@tanstack/react-query';
import type { HostApi, HttpClient, MarketRequest, ShareOfVoiceResponse, ViewQuery } from 'shared-contracts';
import { markPerformance, readAppliedSearch } from 'shared-ui';

/** Marked when an answer arrives (the benchmark measures from here to the charts drawn). */
const SOV_DATA_MARK = 'sov:data-arrived';

/** `POST /v2/sov/{dimension}?snap=0&lang=…` with one object per country (`basis=all` when asked). */
async function getShareOfVoice(
  http: HttpClient,
  { dimension, language, body, basis }: MarketRequest,
  signal?: AbortSignal,
): Promise<ShareOfVoiceResponse> {
  const answer = await http.post<ShareOfVoiceResponse>(`/v2/sov/${dimension}`, body, {
    signal,
    query: basis === 'all' ? { snap: 0, lang: language, basis } : { snap: 0, lang: language },
  });
  markPerformance(SOV_DATA_MARK);
  return answer;
}

/** The key holds the whole request: a new search is a new query, and the old one is cancelled. */
function shareOfVoiceQuery(http: HttpClient, request: MarketRequest) {
  return {
    queryKey: ['sov', 'share-of-voice', request] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => getShareOfVoice(http, request, signal),
    staleTime: 5 * 60 * 1000,
  };
}

export function useShareOfVoice(host: HostApi, request: MarketRequest) {
  return useQuery({ ...shareOfVoiceQuery(host.http, request), enabled: request.body.length > 0 });
}

/**
 * The page's first request for the applied search, for the shell to start before the page shows
 * (the remote's `viewQueries`); the page's query finds it under the same key.
 */
export function shareOfVoiceViewQueries(host: HostApi): ViewQuery[] {
  const { queryKey } = readAppliedSearch(host);
  return queryKey.body.length > 0 ? [shareOfVoiceQuery(host.http, queryKey)] : [];
}
