import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  HostApi,
  HttpClient,
  InvestmentCountry,
  InvestmentResponse,
  MarketRequest,
  ShareOfVoiceCountry,
  ShareOfVoiceResponse,
} from 'shared-contracts';

const FIVE_MINUTES = 5 * 60 * 1000;

/** `POST /v2/sov/{dimension}?snap=1&lang=…`: the top 10 rows, the pie and the trend of the snapshot's country. */
async function getSnapshotSov(
  http: HttpClient,
  { dimension, language, body }: MarketRequest,
  signal?: AbortSignal,
): Promise<ShareOfVoiceCountry | null> {
  const answer = await http.post<ShareOfVoiceResponse>(`/v2/sov/${dimension}`, body, {
    signal,
    query: { snap: 1, lang: language },
  });
  return answer[0] ?? null;
}

/** `POST /v2/soi/{dimension}?snap=1&lang=…`: the same in investment. */
async function getSnapshotSoi(
  http: HttpClient,
  { dimension, language, body }: MarketRequest,
  signal?: AbortSignal,
): Promise<InvestmentCountry | null> {
  const answer = await http.post<InvestmentResponse>(`/v2/soi/${dimension}`, body, {
    signal,
    query: { snap: 1, lang: language },
  });
  return answer[0] ?? null;
}

function snapshotSovQueryOptions(http: HttpClient, request: MarketRequest) {
  return queryOptions({
    queryKey: ['snapshots', 'sov', request] as const,
    queryFn: ({ signal }) => getSnapshotSov(http, request, signal),
    enabled: request.body.length > 0,
    staleTime: FIVE_MINUTES,
  });
}

/** `enabled` false without the investment role: the API would refuse it. */
function snapshotSoiQueryOptions(http: HttpClient, request: MarketRequest, enabled = true) {
  return queryOptions({
    queryKey: ['snapshots', 'soi', request] as const,
    queryFn: ({ signal }) => getSnapshotSoi(http, request, signal),
    enabled: enabled && request.body.length > 0,
    staleTime: FIVE_MINUTES,
  });
}

export function useSnapshotSov(host: HostApi, request: MarketRequest) {
  return useQuery(snapshotSovQueryOptions(host.http, request));
}

export function useSnapshotSoi(host: HostApi, request: MarketRequest, enabled = true) {
  return useQuery(snapshotSoiQueryOptions(host.http, request, enabled));
}
