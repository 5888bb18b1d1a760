import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CompareDimensionName, CompareResponse, HostApi, HttpClient, MarketSearchBody } from 'shared-contracts';

/** What one comparison asks: the dimension, the names' language, the search and the entities' ids. */
export interface ComparisonRequest {
  dimension: CompareDimensionName;
  language: string;
  search: MarketSearchBody;
  entities: number[];
}

/** `POST /v2/compare/{dimension}?lang=…`: every block of the page, per country and in total. */
function getComparison(http: HttpClient, request: ComparisonRequest, signal: AbortSignal): Promise<CompareResponse> {
  const { dimension, language, search, entities } = request;
  return http.post<CompareResponse>(
    `/v2/compare/${dimension}`,
    { search, entities },
    { signal, query: { lang: language } },
  );
}

/** A new search or selection is a new key: the request in flight is cancelled through its signal. */
export function useComparison(host: HostApi, request: ComparisonRequest | null) {
  return useQuery({
    queryKey: ['compare', 'comparison', request] as const,
    queryFn: ({ signal }) => getComparison(host.http, request as ComparisonRequest, signal),
    enabled: request !== null,
    staleTime: 5 * 60 * 1000,
    // The page keeps the last answer on screen while an added entity's answer comes.
    placeholderData: keepPreviousData,
  });
}
