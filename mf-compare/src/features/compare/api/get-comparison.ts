import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  CompareDimensionName,
  CompareResponse,
  HostApi,
  HttpClient,
  MarketSearchBody,
  ViewQuery,
} from 'shared-contracts';

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
const comparisonKey = (request: ComparisonRequest | null) => ['compare', 'comparison', request] as const;
const STALE_MS = 5 * 60 * 1000;

/** The page's first request, for the shell to start from the sidebar (the page's query finds it). */
export function comparisonViewQuery(http: HttpClient, request: ComparisonRequest): ViewQuery {
  return {
    queryKey: comparisonKey(request),
    queryFn: ({ signal }) => getComparison(http, request, signal),
    staleTime: STALE_MS,
  };
}

export function useComparison(host: HostApi, request: ComparisonRequest | null) {
  return useQuery({
    queryKey: comparisonKey(request),
    queryFn: ({ signal }) => getComparison(host.http, request as ComparisonRequest, signal),
    staleTime: STALE_MS,
    enabled: request !== null,
    // The page keeps the last answer on screen while an added entity's answer comes.
    placeholderData: keepPreviousData,
  });
}
