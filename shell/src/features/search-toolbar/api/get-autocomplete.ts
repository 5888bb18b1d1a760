import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AutocompleteResponse, HttpClient, Language } from 'shared-contracts';
import { AUTOCOMPLETE_MIN_LENGTH, getAutocomplete, type AutocompleteParams, type AutocompleteType } from 'shared-ui';
import { useHost } from '../../remote-view';
import { useNamesLanguage } from '../hooks/use-names-language';

export { AUTOCOMPLETE_MIN_LENGTH, type AutocompleteType } from 'shared-ui';

const NO_RESULTS: AutocompleteResponse = { results: [], pagination: { more: false } };

/** One page of suggestions. On error: no options (docs/product.md#filters). */
async function suggestions(
  http: HttpClient,
  params: AutocompleteParams,
  signal?: AbortSignal,
): Promise<AutocompleteResponse> {
  try {
    return await getAutocomplete(http, params, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    return NO_RESULTS;
  }
}

function autocompleteQueryOptions(http: HttpClient, type: AutocompleteType, q: string, lang: Language) {
  return infiniteQueryOptions({
    queryKey: ['shell', 'autocomplete', type, q, lang],
    queryFn: ({ pageParam, signal }) => suggestions(http, { type, q, page: pageParam, lang }, signal),
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
