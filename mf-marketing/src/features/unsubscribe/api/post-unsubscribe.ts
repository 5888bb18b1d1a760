import { useQuery } from '@tanstack/react-query';
import type { HttpClient, MarketingUnsubscribeResponse } from 'shared-contracts';
import { usePublicHttp } from '../../../lib/public-http-context';
import { retryUnlessClientError } from '../../../lib/retry';

/** `POST /v2/marketing/unsubscribe` (public): 200 { status, email }; 400 a cut or changed token; 404 an erased sign-up. */
function postUnsubscribe(http: HttpClient, token: string, signal?: AbortSignal): Promise<MarketingUnsubscribeResponse> {
  return http.post<MarketingUnsubscribeResponse>('/v2/marketing/unsubscribe', { token }, { signal });
}

/**
 * The link's call, made as the page opens: a query, though a POST, because the call is
 * idempotent (a second one answers `already-unsubscribed`), so it runs once per token whatever
 * React mounts twice.
 */
export function useUnsubscribe(token: string) {
  const http = usePublicHttp();
  return useQuery({
    queryKey: ['marketing', 'unsubscribe', token],
    queryFn: ({ signal }) => postUnsubscribe(http, token, signal),
    retry: retryUnlessClientError,
    staleTime: Infinity,
  });
}
