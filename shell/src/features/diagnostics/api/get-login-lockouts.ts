import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HttpClient, LoginLockoutsResponse } from 'shared-contracts';
import { useHost } from '../../remote-view';

export const LOGIN_LOCKOUTS_KEY = ['shell', 'login-lockouts'] as const;

/** `GET /v2/admin/login-lockouts`: failed-login lockouts in force and of the last day (super admins). */
function getLoginLockouts(http: HttpClient, signal?: AbortSignal): Promise<LoginLockoutsResponse> {
  return http.get<LoginLockoutsResponse>('/v2/admin/login-lockouts', signal ? { signal } : {});
}

function loginLockoutsQuery(http: HttpClient) {
  return queryOptions({
    queryKey: LOGIN_LOCKOUTS_KEY,
    queryFn: ({ signal }) => getLoginLockouts(http, signal),
    // Support looks while a customer waits on the phone: always the current list.
    staleTime: 0,
  });
}

export function useLoginLockouts() {
  const { http } = useHost();
  return useQuery(loginLockoutsQuery(http));
}
