import { useMutation } from '@tanstack/react-query';
import type { HttpClient } from 'shared-contracts';
import { useHost } from '../../remote-view';

/** `DELETE /v2/alerts/{id}`. */
function deleteAlert(http: HttpClient, id: number): Promise<void> {
  return http.request<void>({ method: 'DELETE', path: `/v2/alerts/${id}` });
}

export function useDeleteAlert() {
  const { http, events, track } = useHost();
  return useMutation({
    mutationKey: ['shell', 'alerts', 'delete'],
    mutationFn: (id: number) => deleteAlert(http, id),
    // Every list of alerts reloads on this event, the shell's and the remotes' (connect-host-events).
    onSuccess: (_, id) => {
      track('alert:delete', { alertId: id });
      events.emit('alerts:changed', {});
    },
  });
}
