import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  Campaign,
  GalleryResponse,
  HttpClient,
  MarketSearchBody,
  SpotRow,
  SpotsListResponse,
} from 'shared-contracts';

export interface SpotsQuery {
  body: MarketSearchBody;
  page: number;
  limit: number;
  grouped: boolean;
  lang: string;
}

/** A page of the Spots List: spot rows, or campaign rows (the gallery's shape) when grouped. */
export type SpotsListPage =
  { grouped: false; items: SpotRow[]; total: number } | { grouped: true; items: Campaign[]; total: number };

/** `POST /v2/spots/{page}/{limit}?grouped=0|1`. */
async function getSpots(http: HttpClient, query: SpotsQuery, signal?: AbortSignal): Promise<SpotsListPage> {
  const path = `/v2/spots/${query.page}/${query.limit}`;
  const options = { signal, query: { grouped: query.grouped ? 1 : 0, lang: query.lang } };
  if (query.grouped) {
    const answer = await http.post<GalleryResponse>(path, query.body, options);
    return { grouped: true, items: answer.items, total: answer.metadata.total };
  }
  const answer = await http.post<SpotsListResponse>(path, query.body, options);
  return { grouped: false, items: answer.items, total: answer.metadata.total };
}

function spotsQueryOptions(http: HttpClient, query: SpotsQuery) {
  return queryOptions({
    // The applied search is in the key: a new search cancels the old request through the signal.
    queryKey: ['campaigns', 'spots', query],
    queryFn: ({ signal }) => getSpots(http, query, signal),
    // Paging through the same list keeps the rows until the next page arrives.
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey[2] as SpotsQuery | undefined;
      const sameList = before?.grouped === query.grouped && JSON.stringify(before.body) === JSON.stringify(query.body);
      return sameList ? keepPreviousData(previous) : undefined;
    },
  });
}

export function useSpots(http: HttpClient, query: SpotsQuery) {
  return useQuery(spotsQueryOptions(http, query));
}
