import {
  AUTOCOMPLETE_PAGE_SIZE,
  type AutocompleteResponse,
  type HttpClient,
  type IndustriesResponse,
  type Language,
} from 'shared-contracts';

/** What `GET /v2/autocomplete/{type}` searches. */
export type AutocompleteType = 'advertisers' | 'publishers' | 'categories' | 'products';

/** Autocomplete starts after more than 1 typed character (docs/product.md#filters). */
export const AUTOCOMPLETE_MIN_LENGTH = 2;

export interface AutocompleteParams {
  type: AutocompleteType;
  q: string;
  page?: number;
  /** Categories are named and searched in it. */
  lang?: Language;
}

/** One page of names containing `q`; the spec sends `country` empty (docs/product.md#filters). */
export function getAutocomplete(
  http: HttpClient,
  { type, q, page = 1, lang }: AutocompleteParams,
  signal?: AbortSignal,
): Promise<AutocompleteResponse> {
  return http.get<AutocompleteResponse>(`/v2/autocomplete/${type}`, {
    query: { q, country: '', page, per_page: AUTOCOMPLETE_PAGE_SIZE, lang },
    ...(signal ? { signal } : {}),
  });
}

/** `GET /v2/list/industries`: every industry (id and name in `lang`). */
export function getIndustries(http: HttpClient, lang: Language, signal?: AbortSignal): Promise<IndustriesResponse> {
  return http.get<IndustriesResponse>('/v2/list/industries', { query: { lang }, ...(signal ? { signal } : {}) });
}
