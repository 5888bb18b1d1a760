import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FilterItem, HttpClient } from 'shared-contracts';
import { getAutocomplete } from 'shared-ui';
import { useHost } from '../../remote-view';
import { shouldSuggest } from '../lib/alert-rules';

/**
 * `GET /v2/autocomplete/advertisers?q=&country=&page=1&per_page=50` (docs/product.md#filters). On an
 * error the picker offers nothing rather than failing.
 */
async function getAdvertiserSuggestions(http: HttpClient, text: string, signal?: AbortSignal): Promise<FilterItem[]> {
  try {
    const answer = await getAutocomplete(http, { type: 'advertisers', q: text.trim() }, signal);
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
