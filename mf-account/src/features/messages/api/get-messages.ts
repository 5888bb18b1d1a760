import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HostApi, HttpClient, UserMessage } from 'shared-contracts';

const MESSAGES_QUERY_KEY = ['account', 'messages'] as const;

/** `GET /v2/messages/all`: the user's messages and those for everyone, newest first. */
function getMessages(http: HttpClient, signal?: AbortSignal): Promise<UserMessage[]> {
  return http.get<UserMessage[]>('/v2/messages/all', signal ? { signal } : {});
}

export function useMessages(host: HostApi) {
  return useQuery(
    queryOptions({ queryKey: MESSAGES_QUERY_KEY, queryFn: ({ signal }) => getMessages(host.http, signal) }),
  );
}
