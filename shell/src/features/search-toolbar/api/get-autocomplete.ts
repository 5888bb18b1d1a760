import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { AUTOCOMPLETE_PAGE_SIZE, type AutocompleteResponse, type HttpClient, type Language } from 'shared-contracts';
import { useHost } from '../../remote-view';
import { useNamesLanguage } from '../hooks/use-names-language';

/** What `GET /v2/autocomplete/{type}` searches. */
export type AutocompleteType = 'advertisers' | 'publishers' | 'categories' | 'products';

/** Autocomplete starts after more than 1 typed character (docs/product.md#filters). */
export const AUTOCOMPLETE_MIN_LENGTH = 2;

const NO_RESULTS: AutocompleteResponse = { results: [], pagination: { more: false } };

interface AutocompleteParams {
  type: AutocompleteType;
  q: string;
  page: number;
  /** Categories are named and searched in it. */
  lang: Language;
}

/** One page of suggestions; the spec sends `country` empty. On error: no options (docs/product.md#filters). */
async function getAutocomplete(
  http: HttpClient,
  { type, q, page, lang }: AutocompleteParams,
  signal?: AbortSignal,
): Promise<AutocompleteResponse> {
  try {
    return await http.get<AutocompleteResponse>(`/v2/autocomplete/${type}`, {
      query: { q, country: '', page, per_page: AUTOCOMPLETE_PAGE_SIZE, lang },
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return NO_RESULTS;
  }
}

function autocompleteQueryOptions(http: HttpClient, type: AutocompleteType, q: string, lang: Language) {
  return infiniteQueryOptions({
    queryKey: ['shell', 'autocomplete', type, q, lang],
    queryFn: ({ pageParam, signal }) => getAutocomplete(http, { type, q, page: pageParam, lang }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.pagination.more ? pages.length + 1 : undefined),
    enabled: q.trim().length >= AUTOCOMPLETE_MIN_LENGTH,
    staleTime: 5 * 60_000,
  });
}

/** Suggestions for `q`, page by page ("more" loads the next). */
export function useAutocomplete(type: AutocompleteType, q: string) {
  const host = useHost();
  const lang = useNamesLanguage();
  return useInfiniteQuery(autocompleteQueryOptions(host.http, type, q.trim(), lang));
}
