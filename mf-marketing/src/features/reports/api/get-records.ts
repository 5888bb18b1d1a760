import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient, MarketingRecord, MarketingRecordsResponse } from 'shared-contracts';
import { usePublicHttp } from '../../../lib/public-http-context';
import { retryUnlessClientError } from '../../../lib/retry';

/** `GET /v2/marketing/records?country=` (public): every country's reports, or one country's. */
async function getRecords(http: HttpClient, country: string | null, signal?: AbortSignal): Promise<MarketingRecord[]> {
  const answer = await http.get<MarketingRecordsResponse>('/v2/marketing/records', {
    signal,
    query: { country: country ?? undefined },
  });
  return answer.records;
}

function recordsQueryOptions(http: HttpClient, country: string | null) {
  return queryOptions({
    queryKey: ['marketing', 'records', country],
    queryFn: ({ signal }) => getRecords(http, country, signal),
    retry: retryUnlessClientError,
  });
}

/** The records of one country (a code) or, with null, of all. */
export function useRecords(country: string | null) {
  return useQuery(recordsQueryOptions(usePublicHttp(), country));
}
