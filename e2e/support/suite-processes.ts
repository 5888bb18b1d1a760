import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const pidsFile = path.join(root, '.suite', 'pids.json');
/** Servers the tests started themselves: the global teardown stops them. */
export const testStartedPidsFile = path.join(root, '.suite', 'e2e-started-pids.json');

function readPids(): Record<string, number> {
  return JSON.parse(readFileSync(pidsFile, 'utf8')) as Record<string, number>;
}

/** Stops one process the start command launched (pids are written to .suite/pids.json). */
export function stopSuiteProcess(name: string): void {
  const pid = readPids()[name];
  if (!pid) throw new Error(`No process named ${name} in .suite/pids.json`);
  process.kill(pid, 'SIGTERM');
}

/** Starts a remote's static server again, as the start command does, and waits for it. */
export async function startRemoteServer(remote: string, port: number): Promise<void> {
  const child = spawn('node', ['tooling/serve/serve-static.mjs', '--dir', `${remote}/dist`, '--port', String(port)], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
  });
  child.unref();
  writeFileSync(pidsFile, JSON.stringify({ ...readPids(), [remote]: child.pid }, null, 2));
  const started = existsSync(testStartedPidsFile)
    ? (JSON.parse(readFileSync(testStartedPidsFile, 'utf8')) as number[])
    : [];
  writeFileSync(testStartedPidsFile, JSON.stringify([...started, child.pid]));
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/1.0.0/mf-manifest.json`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${remote} did not come back on port ${port}`);
}
