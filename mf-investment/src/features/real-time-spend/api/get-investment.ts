import { useQuery } from '@tanstack/react-query';
import type { HostApi, HttpClient, InvestmentResponse, MarketRequest, ViewQuery } from 'shared-contracts';
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
function investmentQuery(http: HttpClient, request: MarketRequest) {
  return {
    queryKey: ['investment', 'share-of-investment', request] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => getInvestment(http, request, signal),
    staleTime: 5 * 60 * 1000,
  };
}

const asks = (request: MarketRequest, enabled: boolean) => enabled && request.body.length > 0;

export function useInvestment(host: HostApi, request: MarketRequest, enabled: boolean) {
  return useQuery({ ...investmentQuery(host.http, request), enabled: asks(request, enabled) });
}

/** The same request, for the shell to start before the page shows; none when the page would not ask. */
export function investmentViewQuery(http: HttpClient, request: MarketRequest, enabled: boolean): ViewQuery[] {
  return asks(request, enabled) ? [investmentQuery(http, request)] : [];
}
