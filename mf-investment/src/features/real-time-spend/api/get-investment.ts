import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HostApi, HttpClient, InvestmentResponse, MarketRequest } from 'shared-contracts';
import { markPerformance } from 'shared-ui';

const INVESTMENT_DATA_MARK = 'investment:data-arrived';

/** `POST /v2/soi/{dimension}?snap=0&lang=…`: one entry per country, amounts in local currency. */
async function getInvestment(
  http: HttpClient,
  { dimension, language, body }: MarketRequest,
  signal?: AbortSignal,
): Promise<InvestmentResponse> {
  const answer = await http.post<InvestmentResponse>(`/v2/soi/${dimension}`, body, {
    signal,
    query: { snap: 0, lang: language },
  });
  markPerformance(INVESTMENT_DATA_MARK);
  return answer;
}

/** A new search is a new key: the request in flight is cancelled through its signal. */
function investmentQueryOptions(http: HttpClient, request: MarketRequest, enabled: boolean) {
  return queryOptions({
    queryKey: ['investment', 'share-of-investment', request] as const,
    queryFn: ({ signal }) => getInvestment(http, request, signal),
    enabled: enabled && request.body.length > 0,
    staleTime: 5 * 60 * 1000,
  });
}

export function useInvestment(host: HostApi, request: MarketRequest, enabled: boolean) {
  return useQuery(investmentQueryOptions(host.http, request, enabled));
}
