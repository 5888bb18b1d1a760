import type { QueryClient } from '@tanstack/react-query';
import type { EventBus } from 'shared-contracts';
import { ALERTS_QUERY_KEY } from '../features/alerts/api/get-alerts';
import type { SessionController } from '../features/auth/session-controller';
import { REPORTS_QUERY_KEY } from '../features/reports/api/get-reports';

export interface HostEventsParts {
  events: EventBus;
  queryClient: QueryClient;
  sessionController: SessionController;
}

/**
 * What the shell does when the HostApi's bus speaks: it renews or ends the session on a remote's
 * request (a remote reads the session, never writes it), and reloads its own lists (the sidebar's
 * reports and alerts) when anyone changed them. Returns the function that disconnects it.
 */
export function connectHostEvents({ events, queryClient, sessionController }: HostEventsParts): () => void {
  const offs = [
    events.on('session:refresh', () => void sessionController.refresh()),
    events.on('session:logout', ({ reason }) => void sessionController.logout(reason)),
    events.on('reports:changed', () => void queryClient.invalidateQueries({ queryKey: REPORTS_QUERY_KEY })),
    events.on('alerts:changed', () => void queryClient.invalidateQueries({ queryKey: ALERTS_QUERY_KEY })),
  ];
  return () => offs.forEach((off) => off());
}
