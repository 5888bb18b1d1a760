import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));
// Starting means loading the code through tsx and opening the database: seconds, more on a busy machine.
const START_TIMEOUT_MS = 90_000;

/** A port nobody listens on now: the kernel picks one, the API takes it a moment later. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('No port');
  return address.port;
}

/** The API server (`src/server.ts`) in a child process of its own, as `pnpm start` runs it. */
export interface ApiProcess {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the API on `port` with `env` on top of a quiet default (no scheduler, no market seed,
 * the test's own settings of jest left out) and resolves once it says it is ready.
 */
export async function startApiProcess(port: number, env: Record<string, string>): Promise<ApiProcess> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !['NODE_OPTIONS', 'TEST_DATABASE_URL', 'DATABASE_URL', 'DATA_DIR'].includes(name),
    ),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      PORT: String(port),
      REPORT_SCHEDULER: 'off',
      MARKET_SPOTS: '0',
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitUntilReady(child, () => output);
  const url = `http://127.0.0.1:${port}/api`;
  await waitUntilHealthy(url, () => output);
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Until /health answers 200, as a load balancer waits before it sends a process traffic: a process
 * just started on a busy machine may still be refusing with the overload guard's 503 for a moment.
 */
async function waitUntilHealthy(url: string, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const status = await fetch(`${url}/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline)
      throw new Error(`The API did not answer /health with 200 (last ${status}):\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function waitUntilReady(child: ChildProcess, output: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The API did not start within ${START_TIMEOUT_MS} ms:\n${output()}`));
    }, START_TIMEOUT_MS);
    const onData = () => {
      if (!output().includes('API ready at')) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve();
    };
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`The API exited (${code}) before it was ready:\n${output()}`));
    };
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
  });
}
