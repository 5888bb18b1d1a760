import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const pidsFile = path.join(root, '.suite', 'pids.json');

/** The start command's pid of each server, kept true across its restarts. */
function readPids(): Record<string, number> {
  return JSON.parse(readFileSync(pidsFile, 'utf8')) as Record<string, number>;
}

/** The pid the start command recorded for one of its servers. */
export function suitePid(name: string): number {
  const pid = readPids()[name];
  if (!pid) throw new Error(`No process named ${name} in .suite/pids.json`);
  return pid;
}

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Kills one server of the suite as a crash would (SIGKILL); returns the pid it had. */
export function killSuiteProcess(name: string): number {
  const pid = suitePid(name);
  process.kill(pid, 'SIGKILL');
  return pid;
}

/** Waits until the start command has brought the server back under a new pid and it answers. */
export async function waitForRestart(name: string, killedPid: number, healthUrl: string): Promise<number> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const pid = readPids()[name];
    if (pid && pid !== killedPid) {
      try {
        if ((await fetch(healthUrl)).ok) return pid;
      } catch {
        // restarted, not listening yet
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} was not restarted within 30 s`);
}
