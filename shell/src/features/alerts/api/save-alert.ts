import { useMutation } from '@tanstack/react-query';
import type { Alert, AlertRequest, HttpClient } from 'shared-contracts';
import { useHost } from '../../remote-view';
import { NEW_ALERT_ID } from '../lib/alert-rules';

export type SaveAlertRequest = AlertRequest & { id: number };

/** `POST /v2/alerts` for a new alert (id 0), `PUT /v2/alerts/{id}` for an existing one. */
function saveAlert(http: HttpClient, { id, ...alert }: SaveAlertRequest): Promise<Alert> {
  if (id === NEW_ALERT_ID) return http.post<Alert>('/v2/alerts', alert);
  return http.request<Alert>({ method: 'PUT', path: `/v2/alerts/${id}`, body: alert });
}

/** Saves an alert, then reloads the list. */
export function useSaveAlert() {
  const { http, events, track } = useHost();
  return useMutation({
    mutationKey: ['shell', 'alerts', 'save'],
    mutationFn: (request: SaveAlertRequest) => saveAlert(http, request),
    // Every list of alerts reloads on this event, the shell's and the remotes' (connect-host-events).
    onSuccess: (alert, request) => {
      track(request.id === NEW_ALERT_ID ? 'alert:create' : 'alert:edit', {
        alertId: alert.id,
        advertisers: request.advertisers.length,
      });
      events.emit('alerts:changed', {});
    },
  });
}
