import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');

/** The monolith baseline (monolith/, issue 16) served as the shell is, on its own port. */
export const MONOLITH_URL = 'http://localhost:3010';

/**
 * Builds the monolith (`pnpm build:monolith`; webpack's persistent cache keeps a repeat quick)
 * and serves it with the shell's server against the e2e run's API. Resolves once it answers.
 */
export async function startMonolith(apiUrl: string): Promise<ChildProcess> {
  const build = spawnSync('pnpm', ['build:monolith'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`pnpm build:monolith failed: ${(build.stderr + build.stdout).slice(-3000)}`);
  const server = spawn('node', ['web-server/src/serve-shell.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: '3010', SHELL_DIST: path.join(root, 'monolith', 'dist'), API_URL: apiUrl },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${MONOLITH_URL}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error(`The monolith did not answer at ${MONOLITH_URL} within 30 s`);
}
