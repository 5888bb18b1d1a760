import type { EventBus } from 'shared-contracts';
import { ALERTS_QUERY_KEY } from '../features/alerts/api/alerts-query-key';
import type { SessionController } from '../features/auth/session-controller';
import { REPORTS_QUERY_KEY } from '../features/reports/api/reports-query-key';
import type { ShellQueries } from '../lib/shell-queries/shell-queries';

export interface HostEventsParts {
  events: EventBus;
  queries: ShellQueries;
  sessionController: SessionController;
}

/**
 * What the shell does when the HostApi's bus speaks: it renews or ends the session on a remote's
 * request (a remote reads the session, never writes it), and reloads its own lists (the sidebar's
 * reports and alerts) when anyone changed them. Returns the function that disconnects it.
 */
export function connectHostEvents({ events, queries, sessionController }: HostEventsParts): () => void {
  const offs = [
    events.on('session:refresh', () => void sessionController.refresh()),
    events.on('session:logout', ({ reason }) => void sessionController.logout(reason)),
    events.on('reports:changed', () => void queries.current()?.invalidateQueries({ queryKey: REPORTS_QUERY_KEY })),
    events.on('alerts:changed', () => void queries.current()?.invalidateQueries({ queryKey: ALERTS_QUERY_KEY })),
  ];
  return () => offs.forEach((off) => off());
}
