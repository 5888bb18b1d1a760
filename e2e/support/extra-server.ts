import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');

/**
 * Starts one of the suite's servers beside the e2e run's (a node script from the repository's
 * root, with extra environment variables) and resolves once `readyUrl` answers; kills it and
 * throws when it does not within 30 s.
 */
export async function startExtraServer(
  script: string,
  args: string[],
  env: Record<string, string>,
  readyUrl: string,
): Promise<ChildProcess> {
  const server = spawn('node', [script, ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'ignore' });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(readyUrl)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error(`${script} did not answer at ${readyUrl} within 30 s`);
}
