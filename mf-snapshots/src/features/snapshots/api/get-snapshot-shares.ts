import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  pickLanguage,
  type HostApi,
  type HttpClient,
  type Language,
  type MarketSearchBody,
  type SnapshotShareResponse,
} from 'shared-contracts';

/**
 * The snapshot donuts the API serves: `POST /v2/snapshots/{platforms|sources|publishers/sov|publishers/soi}?lang=…`,
 * platforms, sources and the remainder slice named in the page's language.
 */
export type SnapshotShareKind = 'platforms' | 'sources' | 'publishers/sov' | 'publishers/soi';

async function getSnapshotShares(
  http: HttpClient,
  kind: SnapshotShareKind,
  body: MarketSearchBody,
  lang: Language,
  signal?: AbortSignal,
): Promise<SnapshotShareResponse> {
  return http.post<SnapshotShareResponse>(`/v2/snapshots/${kind}`, body, { signal, query: { lang } });
}

function snapshotSharesQueryOptions(
  http: HttpClient,
  kind: SnapshotShareKind,
  body: MarketSearchBody,
  lang: Language,
  enabled = true,
) {
  return queryOptions({
    queryKey: ['snapshots', 'shares', kind, body, lang] as const,
    queryFn: ({ signal }) => getSnapshotShares(http, kind, body, lang, signal),
    enabled: enabled && body.length > 0,
    staleTime: 5 * 60 * 1000,
  });
}

export function useSnapshotShares(host: HostApi, kind: SnapshotShareKind, body: MarketSearchBody, enabled = true) {
  return useQuery(snapshotSharesQueryOptions(host.http, kind, body, pickLanguage(host.i18n.language), enabled));
}
