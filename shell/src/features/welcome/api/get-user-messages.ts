import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient, UserMessage } from 'shared-contracts';
import { useHost } from '../../remote-view';

/** `GET /v2/messages/all`: the user's messages, newest first (kept in the query cache only, never persisted). */
function getUserMessages(http: HttpClient, signal?: AbortSignal): Promise<UserMessage[]> {
  return http.get<UserMessage[]>('/v2/messages/all', signal ? { signal } : {});
}

function userMessagesQuery(http: HttpClient) {
  return queryOptions({
    queryKey: ['shell', 'messages'],
    queryFn: ({ signal }) => getUserMessages(http, signal),
    staleTime: 5 * 60_000,
  });
}

export function useUserMessages(enabled = true) {
  const { http } = useHost();
  return useQuery({ ...userMessagesQuery(http), enabled });
}

/** The message the welcome dialog shows: the first enabled one. */
export function firstEnabledMessage(messages: readonly UserMessage[] | undefined): UserMessage | null {
  return messages?.find((message) => message.enabled) ?? null;
}
