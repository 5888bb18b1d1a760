import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { EnvironmentFile } from 'shared-contracts';
import { App } from './app/app';
import { createShellServices } from './app/create-shell-services';
import { warmOpenedPage } from './app/warm-opened-page';

/** Creates the shell's services once, restores the session from the refresh cookie, renders. */
export function mountShell(env: EnvironmentFile): void {
  const services = createShellServices({ env });
  void services.sessionController.restore();
  // Still restoring: a session is worth renewing (after a logout the restore ends at once).
  if (services.sessionController.meta.getState().phase === 'restoring') warmOpenedPage(window.location.pathname);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
}
