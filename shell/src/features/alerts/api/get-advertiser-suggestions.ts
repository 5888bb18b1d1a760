import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AUTOCOMPLETE_PAGE_SIZE, type AutocompleteResponse, type FilterItem, type HttpClient } from 'shared-contracts';
import { useHost } from '../../remote-view';
import { shouldSuggest } from '../lib/alert-rules';

/**
 * `GET /v2/autocomplete/advertisers?q=&country=&page=1&per_page=50` (docs/product.md#filters). On an
 * error the picker offers nothing rather than failing.
 */
async function getAdvertiserSuggestions(http: HttpClient, text: string, signal?: AbortSignal): Promise<FilterItem[]> {
  try {
    const answer = await http.get<AutocompleteResponse>('/v2/autocomplete/advertisers', {
      query: { q: text.trim(), country: '', page: 1, per_page: AUTOCOMPLETE_PAGE_SIZE },
      ...(signal ? { signal } : {}),
    });
    return answer.results.map(({ id, text: label }) => ({ id, label, value: String(id) }));
  } catch {
    return [];
  }
}

function advertiserSuggestionsQuery(http: HttpClient, text: string) {
  return queryOptions({
    queryKey: ['shell', 'autocomplete', 'advertisers', text.trim()],
    queryFn: ({ signal }) => getAdvertiserSuggestions(http, text, signal),
    enabled: shouldSuggest(text),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useAdvertiserSuggestions(text: string) {
  const { http } = useHost();
  return useQuery(advertiserSuggestionsQuery(http, text));
}
