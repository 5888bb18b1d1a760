import { existsSync, readFileSync, rmSync } from 'node:fs';
import { testStartedPidsFile } from './suite-processes';

/** Stops the servers the tests started themselves; the suite's own go down with its start command. */
export default function globalTeardown(): void {
  if (!existsSync(testStartedPidsFile)) return;
  for (const pid of JSON.parse(readFileSync(testStartedPidsFile, 'utf8')) as number[]) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  rmSync(testStartedPidsFile);
}
