import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  pickLanguage,
  type HttpClient,
  type Language,
  type MarketingRecord,
  type MarketingRecordsResponse,
} from 'shared-contracts';
import { usePublicHttp } from '../../../lib/public-http-context';
import { PUBLIC_ANSWER_FRESH_MS } from '../../../lib/public-queries';
import { retryUnlessClientError } from '../../../lib/retry';
import { useMarketingTranslation } from '../../../lib/use-marketing-translation';

/**
 * `GET /v2/marketing/records?country=&lang=` (public): every country's reports, or one country's,
 * named in `lang`, each country report's document a link in that language.
 */
async function getRecords(
  http: HttpClient,
  country: string | null,
  lang: Language,
  signal?: AbortSignal,
): Promise<MarketingRecord[]> {
  const answer = await http.get<MarketingRecordsResponse>('/v2/marketing/records', {
    signal,
    query: { country: country ?? undefined, lang },
  });
  return answer.records;
}

export function recordsQueryOptions(http: HttpClient, country: string | null, lang: Language) {
  return queryOptions({
    queryKey: ['marketing', 'records', country, lang],
    queryFn: ({ signal }) => getRecords(http, country, lang, signal),
    retry: retryUnlessClientError,
    staleTime: PUBLIC_ANSWER_FRESH_MS,
  });
}

/** The records of one country (a code) or, with null, of all, in the language the page shows. */
export function useRecords(country: string | null) {
  const { i18n } = useMarketingTranslation();
  return useQuery(recordsQueryOptions(usePublicHttp(), country, pickLanguage(i18n.language)));
}
