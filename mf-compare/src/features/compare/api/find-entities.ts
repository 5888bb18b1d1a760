import { useQuery } from '@tanstack/react-query';
import {
  pickLanguage,
  type CompareDimensionName,
  type FilterItem,
  type HostApi,
  type IndustriesResponse,
  type Language,
} from 'shared-contracts';
import { AUTOCOMPLETE_MIN_LENGTH, getAutocomplete, getIndustries } from 'shared-ui';

const STALE_MS = 5 * 60 * 1000;
const toItem = (id: number, label: string): FilterItem => ({ id, label, value: String(id) });

/** The first page of advertisers' or publishers' names matching `q`. */
async function findByName(
  host: HostApi,
  type: 'advertisers' | 'publishers',
  q: string,
  lang: Language,
  signal: AbortSignal,
) {
  const answer = await getAutocomplete(host.http, { type, q, lang }, signal);
  return answer.results.map(({ id, text }) => toItem(id, text));
}

function matching(industries: IndustriesResponse, typed: string): FilterItem[] {
  const needle = typed.toLocaleLowerCase();
  return industries
    .filter(({ name }) => name.toLocaleLowerCase().includes(needle))
    .map(({ id, name }) => toItem(id, name));
}

/** The advertisers, publishers or industries named like `q`, as the catalog calls answer them. */
export function useFindEntities(host: HostApi, dimension: CompareDimensionName, q: string) {
  const lang = pickLanguage(host.i18n.language);
  const typed = q.trim();
  const asks = typed.length >= AUTOCOMPLETE_MIN_LENGTH;
  const byName = useQuery({
    queryKey: ['compare', 'find', dimension, typed, lang] as const,
    queryFn: ({ signal }) => findByName(host, dimension as 'advertisers' | 'publishers', typed, lang, signal),
    enabled: asks && dimension !== 'industries',
    staleTime: STALE_MS,
  });
  const industries = useQuery({
    queryKey: ['compare', 'industries', lang] as const,
    // Every industry, asked once and matched here by name.
    queryFn: ({ signal }) => getIndustries(host.http, lang, signal),
    enabled: asks && dimension === 'industries',
    staleTime: STALE_MS,
    select: (list: IndustriesResponse) => matching(list, typed),
  });
  return dimension === 'industries' ? industries : byName;
}
