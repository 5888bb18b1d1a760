import { useQuery } from '@tanstack/react-query';
import {
  AUTOCOMPLETE_PAGE_SIZE,
  type AutocompleteResponse,
  type CompareDimensionName,
  type FilterItem,
  type HostApi,
  type IndustriesResponse,
} from 'shared-contracts';

/** Autocomplete starts after more than 1 typed character, as the advanced search's. */
export const FIND_MIN_LENGTH = 2;

const STALE_MS = 5 * 60 * 1000;
const toItem = (id: number, label: string): FilterItem => ({ id, label, value: String(id) });

/** `GET /v2/autocomplete/{advertisers|publishers}`: the first page of names matching `q`. */
async function findByName(host: HostApi, dimension: string, q: string, lang: string, signal: AbortSignal) {
  const answer = await host.http.get<AutocompleteResponse>(`/v2/autocomplete/${dimension}`, {
    query: { q, country: '', page: 1, per_page: AUTOCOMPLETE_PAGE_SIZE, lang },
    signal,
  });
  return answer.results.map(({ id, text }) => toItem(id, text));
}

/** `GET /v2/list/industries`: every industry, asked once and matched here by name. */
function listIndustries(host: HostApi, lang: string, signal: AbortSignal) {
  return host.http.get<IndustriesResponse>('/v2/list/industries', { query: { lang }, signal });
}

function matching(industries: IndustriesResponse, typed: string): FilterItem[] {
  const needle = typed.toLocaleLowerCase();
  return industries
    .filter(({ name }) => name.toLocaleLowerCase().includes(needle))
    .map(({ id, name }) => toItem(id, name));
}

/** The advertisers, publishers or industries named like `q`, as the catalog calls answer them. */
export function useFindEntities(host: HostApi, dimension: CompareDimensionName, q: string) {
  const lang = host.i18n.language;
  const typed = q.trim();
  const asks = typed.length >= FIND_MIN_LENGTH;
  const byName = useQuery({
    queryKey: ['compare', 'find', dimension, typed, lang] as const,
    queryFn: ({ signal }) => findByName(host, dimension, typed, lang, signal),
    enabled: asks && dimension !== 'industries',
    staleTime: STALE_MS,
  });
  const industries = useQuery({
    queryKey: ['compare', 'industries', lang] as const,
    queryFn: ({ signal }) => listIndustries(host, lang, signal),
    enabled: asks && dimension === 'industries',
    staleTime: STALE_MS,
    select: (list: IndustriesResponse) => matching(list, typed),
  });
  return dimension === 'industries' ? industries : byName;
}
