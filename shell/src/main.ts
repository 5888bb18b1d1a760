// The entry does only what must happen before the app: read the environment and register the
// remotes it pins. Everything that uses shared libraries sits behind import(), the async
// boundary where the federation runtime negotiates the shared singletons.
import { showBootFailure } from './app/boot-failure';
import { loadEnvironment } from './app/federation/load-environment';

async function start(): Promise<void> {
  const env = await loadEnvironment();
  const { registerEnvironmentRemotes } = await import('./app/federation/register-environment-remotes');
  registerEnvironmentRemotes(env);
  const { mountShell } = await import('./bootstrap');
  mountShell(env);
}

start().catch((error: unknown) => showBootFailure(error));
