import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient, NewsCard } from 'shared-contracts';
import { useHost } from '../../remote-view';

/** `GET /v2/news`: Home's cards, in display order. */
function getNews(http: HttpClient, signal?: AbortSignal): Promise<NewsCard[]> {
  return http.get<NewsCard[]>('/v2/news', signal ? { signal } : {});
}

function newsQuery(http: HttpClient) {
  return queryOptions({
    queryKey: ['shell', 'news'],
    queryFn: ({ signal }) => getNews(http, signal),
    staleTime: 10 * 60_000,
  });
}

export function useNews() {
  const { http } = useHost();
  return useQuery(newsQuery(http));
}
