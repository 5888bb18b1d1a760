import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GalleryResponse, GallerySort, HttpClient, MarketSearchBody } from 'shared-contracts';

export interface GalleryQuery {
  body: MarketSearchBody;
  page: number;
  limit: number;
  lang: string;
  sort: GallerySort;
  /** Only the campaigns first seen within the search's period. */
  newInPeriod: boolean;
}

/**
 * `POST /v2/gallery/{page}/{limit}?unique=0&lang=…&sort=…&newInPeriod=0|1`; an array answer
 * carries the page first.
 */
async function getGallery(http: HttpClient, query: GalleryQuery, signal?: AbortSignal): Promise<GalleryResponse> {
  const answer = await http.post<GalleryResponse | GalleryResponse[]>(
    `/v2/gallery/${query.page}/${query.limit}`,
    query.body,
    {
      signal,
      query: { unique: 0, lang: query.lang, sort: query.sort, newInPeriod: query.newInPeriod ? 1 : 0 },
    },
  );
  const data = Array.isArray(answer) ? answer[0] : answer;
  return data ?? { items: [], metadata: { total: 0 } };
}

function galleryQueryOptions(http: HttpClient, query: GalleryQuery) {
  return queryOptions({
    // The applied search is in the key: a new search cancels the old request through the signal.
    queryKey: ['campaigns', 'gallery', query],
    queryFn: ({ signal }) => getGallery(http, query, signal),
    // Paging through the same list keeps the current cards until the next page arrives.
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey[2] as GalleryQuery | undefined;
      const sameList =
        before?.sort === query.sort &&
        before.newInPeriod === query.newInPeriod &&
        JSON.stringify(before.body) === JSON.stringify(query.body);
      return sameList ? keepPreviousData(previous) : undefined;
    },
  });
}

export function useGallery(http: HttpClient, query: GalleryQuery) {
  return useQuery(galleryQueryOptions(http, query));
}
