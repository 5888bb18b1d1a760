import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export type LoadDatabase = 'pglite' | 'postgres';

export interface RunningApi {
  url: string;
  /** The server's start-up lines (seeding time, database). */
  startLog: string[];
  stop(): Promise<void>;
}

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));
const TSX = `${API_DIR}node_modules/.bin/tsx`;

/**
 * Starts the API (`src/server.ts`) on `port` with a fresh in-memory PGlite, or on PostgreSQL:
 * `DATABASE_URL` when given, else a throwaway server from scripts/with-test-postgres.sh. The
 * market of `spots` spots is seeded on start. Resolves when the server says it is ready.
 */
export function startApi(database: LoadDatabase, port: number, spots: number): Promise<RunningApi> {
  const env = {
    ...process.env,
    PORT: String(port),
    MARKET_SPOTS: String(spots),
    REPORT_SCHEDULER: 'off',
    LOG_LEVEL: 'warn',
  };
  let child: ChildProcess;
  if (database === 'pglite') {
    child = spawn(TSX, ['src/server.ts'], { cwd: API_DIR, env: { ...env, DATA_DIR: 'memory', DATABASE_URL: '' } });
  } else if (process.env.DATABASE_URL) {
    child = spawn(TSX, ['src/server.ts'], { cwd: API_DIR, env });
  } else {
    // The server runs until our stdin line: then it is stopped and the throwaway cluster removed.
    const serve = `DATABASE_URL="$TEST_DATABASE_URL" "${TSX}" src/server.ts & pid=$!; read -r _; kill -TERM $pid; wait $pid`;
    child = spawn('bash', ['scripts/with-test-postgres.sh', 'bash', '-c', serve], { cwd: API_DIR, env });
  }
  const startLog: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) {
      if (child.stdin?.writable) child.stdin.end('stop\n');
      if (database === 'pglite' || process.env.DATABASE_URL) child.kill('SIGTERM');
    }
    await exited;
  };
  return new Promise((resolve, reject) => {
    const onLine = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        startLog.push(line);
        if (line.includes('API ready at')) resolve({ url: `http://127.0.0.1:${port}/api`, startLog, stop });
      }
    };
    child.stdout?.on('data', onLine);
    child.stderr?.on('data', onLine);
    child.once('exit', (code) =>
      reject(new Error(`The API exited (${code}) before it was ready:\n${startLog.join('\n')}`)),
    );
  });
}
