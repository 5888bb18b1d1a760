import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HttpClient } from 'shared-contracts';
import { useHost } from '../../remote-view';
import { LOGIN_LOCKOUTS_KEY } from './get-login-lockouts';

/** `DELETE /v2/admin/login-lockouts/{id}`: the counter is forgotten, the login open again. */
function liftLoginLockout(http: HttpClient, id: string): Promise<void> {
  return http.request<void>({ method: 'DELETE', path: `/v2/admin/login-lockouts/${encodeURIComponent(id)}` });
}

export function useLiftLoginLockout() {
  const { http } = useHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['shell', 'login-lockouts', 'lift'],
    mutationFn: (id: string) => liftLoginLockout(http, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LOGIN_LOCKOUTS_KEY }),
  });
}
