import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HttpClient } from 'shared-contracts';
import { useHost } from '../../remote-view/host-context';
import { ALERTS_QUERY_KEY } from './get-alerts';

/** `DELETE /v2/alerts/{id}`. */
export function deleteAlert(http: HttpClient, id: number): Promise<void> {
  return http.request<void>({ method: 'DELETE', path: `/v2/alerts/${id}` });
}

export function useDeleteAlert() {
  const { http } = useHost();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['shell', 'alerts', 'delete'],
    mutationFn: (id: number) => deleteAlert(http, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALERTS_QUERY_KEY }),
  });
}
