// The entry does only what must happen before the app: read the environment and register the
// remotes it pins (or a QA override points at). Everything that uses shared libraries sits
// behind import(), the async boundary where the federation runtime negotiates the singletons.
import { showBootFailure } from './app/boot-failure';
import { drawEarlyDashboardFrame } from './app/layout/early-dashboard-frame';
import { loadEnvironment } from './app/federation/load-environment';
import { loadCanaryRollbacks } from './features/canary/canary-rollbacks';
import { giveNewStylesTheNonce, readCspNonce } from './lib/csp-nonce';
import { local } from './lib/storage';

const cspNonce = readCspNonce();
if (cspNonce) giveNewStylesTheNonce(cspNonce);

// A reload of a dashboard page shows the dashboard's frame now, not once React has loaded.
const root = document.getElementById('root');
if (root) drawEarlyDashboardFrame(root);

async function start(): Promise<void> {
  const env = await loadEnvironment();
  const [{ startFederation }, rolledBack] = await Promise.all([
    import('./app/federation/register-environment-remotes'),
    loadCanaryRollbacks(env),
  ]);
  startFederation(env, {
    href: window.location.href,
    replacePath: (path) => window.history.replaceState(window.history.state, '', path),
    storage: local,
    rolledBack,
  });
  const { mountShell } = await import('./bootstrap');
  mountShell(env);
}

start().catch((error: unknown) => showBootFailure(error));
