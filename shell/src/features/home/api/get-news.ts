import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pickLanguage, type HttpClient, type Language, type NewsCard } from 'shared-contracts';
import { useHost } from '../../remote-view';

/** `GET /v2/news?lang=…`: Home's cards in the page's language, in display order. */
function getNews(http: HttpClient, lang: Language, signal?: AbortSignal): Promise<NewsCard[]> {
  return http.get<NewsCard[]>('/v2/news', { query: { lang }, ...(signal ? { signal } : {}) });
}

function newsQuery(http: HttpClient, lang: Language) {
  return queryOptions({
    queryKey: ['shell', 'news', lang],
    queryFn: ({ signal }) => getNews(http, lang, signal),
    staleTime: 10 * 60_000,
  });
}

export function useNews() {
  const { http } = useHost();
  const { i18n } = useTranslation();
  return useQuery(newsQuery(http, pickLanguage(i18n.resolvedLanguage ?? i18n.language)));
}
