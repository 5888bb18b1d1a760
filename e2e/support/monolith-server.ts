import { spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ROOT, startExtraServer } from './extra-server';

/** The monolith baseline (monolith/, issue 16) served as the shell is, on its own port. */
export const MONOLITH_URL = 'http://localhost:3010';

/**
 * Builds the monolith (`pnpm build:monolith`; webpack's persistent cache keeps a repeat quick)
 * and serves it with the shell's server against the e2e run's API. Resolves once it answers.
 */
export async function startMonolith(apiUrl: string): Promise<ChildProcess> {
  const build = spawnSync('pnpm', ['build:monolith'], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`pnpm build:monolith failed: ${(build.stderr + build.stdout).slice(-3000)}`);
  return startExtraServer(
    'web-server/src/serve-shell.mjs',
    [],
    { PORT: '3010', SHELL_DIST: path.join(ROOT, 'monolith', 'dist'), API_URL: apiUrl },
    `${MONOLITH_URL}/api/health`,
  );
}
