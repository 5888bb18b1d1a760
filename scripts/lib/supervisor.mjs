// Keeps the suite's servers running: a server that exits when nobody asked it to is started
// again after a back-off (1 s, doubling up to 30 s; back to 1 s once it has stayed up a minute),
// and says so in the output. One bad request or a crash costs seconds, not a person's restart.
import { spawn } from 'node:child_process';

const FIRST_DELAY_MS = Number(process.env.RESTART_BACKOFF_MS ?? 1000);
const MAX_DELAY_MS = 30_000;
const HEALTHY_AFTER_MS = 60_000;

/**
 * @param {{ onPidsChanged: (pids: Record<string, number>) => void }} options
 */
export function createSupervisor({ onPidsChanged }) {
  /** @type {Map<string, import('node:child_process').ChildProcess>} */
  const running = new Map();
  /** @type {Set<NodeJS.Timeout>} */
  const pendingRestarts = new Set();
  let stopping = false;

  function pids() {
    return Object.fromEntries([...running].map(([name, child]) => [name, child.pid ?? 0]));
  }

  /**
   * @param {string} name
   * @param {string} command
   * @param {string[]} args
   * @param {{ env?: Record<string, string>, cwd: string }} options
   */
  function supervise(name, command, args, { env = {}, cwd }) {
    const prefix = `[${name}] `;
    let delayMs = FIRST_DELAY_MS;

    function launch() {
      const startedAt = Date.now();
      // The IPC channel closes when this process dies however it dies (even SIGKILL): the
      // servers then stop instead of keeping their ports as orphans.
      const child = spawn(command, args, {
        cwd,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      });
      forward(child.stdout, process.stdout, prefix);
      forward(child.stderr, process.stderr, prefix);
      running.set(name, child);
      onPidsChanged(pids());
      child.on('exit', (code, signal) => {
        if (running.get(name) === child) running.delete(name);
        if (stopping) return;
        if (Date.now() - startedAt >= HEALTHY_AFTER_MS) delayMs = FIRST_DELAY_MS;
        console.error(`${prefix}exited unexpectedly (${signal ?? `code ${code}`}); restarting in ${delayMs / 1000} s`);
        const timer = setTimeout(() => {
          pendingRestarts.delete(timer);
          console.error(`${prefix}restarting`);
          launch();
        }, delayMs);
        pendingRestarts.add(timer);
        delayMs = Math.min(delayMs * 2, MAX_DELAY_MS);
      });
    }
    launch();
  }

  function stopAll() {
    stopping = true;
    for (const timer of pendingRestarts) clearTimeout(timer);
    for (const child of running.values()) child.kill('SIGTERM');
  }

  return { supervise, stopAll, pids };
}

/**
 * @param {import('node:stream').Readable | null} stream
 * @param {NodeJS.WriteStream} target
 * @param {string} prefix
 */
function forward(stream, target, prefix) {
  stream?.on('data', (chunk) =>
    target.write(
      chunk
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((/** @type {string} */ line) => prefix + line + '\n')
        .join(''),
    ),
  );
}
