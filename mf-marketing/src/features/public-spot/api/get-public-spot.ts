import { queryOptions, useQuery } from '@tanstack/react-query';
import { pickLanguage, type HttpClient, type Language, type PublicSpot } from 'shared-contracts';
import { useMarketingTranslation } from '../../../lib/use-marketing-translation';
import { usePublicHttp } from '../../../lib/public-http-context';
import { PUBLIC_ANSWER_FRESH_MS } from '../../../lib/public-queries';
import { retryUnlessClientError } from '../../../lib/retry';

/** `GET /getspot/{id}` (public, no token): one spot, its industry, platform and format named in `lang`, or 404 { error }. */
function getPublicSpot(http: HttpClient, id: number, lang: Language, signal?: AbortSignal): Promise<PublicSpot> {
  return http.get<PublicSpot>(`/getspot/${id}`, { query: { lang }, signal });
}

export function publicSpotQueryOptions(http: HttpClient, id: number, lang: Language) {
  return queryOptions({
    queryKey: ['marketing', 'spot', id, lang],
    queryFn: ({ signal }) => getPublicSpot(http, id, lang, signal),
    retry: retryUnlessClientError,
    staleTime: PUBLIC_ANSWER_FRESH_MS,
  });
}

export function usePublicSpot(id: number) {
  const { i18n } = useMarketingTranslation();
  return useQuery(publicSpotQueryOptions(usePublicHttp(), id, pickLanguage(i18n.language)));
}
