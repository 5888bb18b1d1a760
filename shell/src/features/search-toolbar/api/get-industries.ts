import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient, Language } from 'shared-contracts';
import { getIndustries } from 'shared-ui';
import { useHost } from '../../remote-view';
import { useNamesLanguage } from '../hooks/use-names-language';

function industriesQueryOptions(http: HttpClient, lang: Language) {
  return queryOptions({
    queryKey: ['shell', 'industries', lang],
    queryFn: ({ signal }) => getIndustries(http, lang, signal),
    // The list changes with the catalogue, not during a session.
    staleTime: 60 * 60_000,
  });
}

export function useIndustries(enabled = true) {
  const host = useHost();
  const lang = useNamesLanguage();
  return useQuery({ ...industriesQueryOptions(host.http, lang), enabled });
}
