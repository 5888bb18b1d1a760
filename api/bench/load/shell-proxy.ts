import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface RunningProxy {
  /** The API as the browser sees it: the shell's origin + /api. */
  url: string;
  stop(): Promise<void>;
}

const SERVE_SHELL = fileURLToPath(new URL('../../../web-server/src/serve-shell.mjs', import.meta.url));

/**
 * Starts the shell's production server (web-server's serve-shell, what serves port 3000) on
 * `port`, proxying /api to `apiUrl` (…/api), so the load goes browser → shell → API as in the
 * issue's measurements. Resolves when it listens.
 */
export function startShellProxy(apiUrl: string, port: number): Promise<RunningProxy> {
  const child = spawn(process.execPath, [SERVE_SHELL], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', API_URL: new URL(apiUrl).origin },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (chunk.toString().includes('[serve-shell]')) resolve({ url: `http://127.0.0.1:${port}/api`, stop });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`The shell's server exited (${code}):\n${output.join('')}`)));
  });
}
