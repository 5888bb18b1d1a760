import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { EnvironmentFile } from 'shared-contracts';
import { App } from './app/app';
import { createShellServices } from './app/create-shell-services';

/** Creates the shell's services once, restores the session from the refresh cookie, renders. */
export function mountShell(env: EnvironmentFile): void {
  const services = createShellServices({ env });
  void services.sessionController.restore();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
}
