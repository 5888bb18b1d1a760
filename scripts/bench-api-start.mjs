#!/usr/bin/env node
// The API's start, compiled (node dist/server.js from the pruned production folder, as the image
// runs it) versus from source through tsx (as start-suite.mjs runs it): time from spawn until
// /api/health answers, and the process's resident memory then and at its peak. Prints medians
// with min–max over several starts, and the load average beside them.
//   node scripts/bench-api-start.mjs [--runs 7] [--port 4391] [--built /tmp/api-prod]
// Without --built it builds the production folder first (deploy/build-api.sh).
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    port: { type: 'string', default: '4391' },
    built: { type: 'string' },
  },
});
const runs = Number(values.runs);
const port = Number(values.port);
const work = mkdtempSync(path.join(tmpdir(), 'api-start-bench-'));
const built = values.built ?? path.join(work, 'api-prod');
if (!values.built) execFileSync('bash', [path.join(root, 'deploy/build-api.sh'), built], { stdio: 'inherit' });
if (!existsSync(path.join(built, 'dist/server.js'))) throw new Error(`No compiled API in ${built}/dist/server.js`);

const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  // One database for every start, seeded by a first start: the runs measure starting, not seeding.
  DATA_DIR: path.join(work, 'pglite'),
  MARKET_SPOTS: '0',
  REPORT_SCHEDULER: 'off',
  LOG_LEVEL: 'warn',
  JWT_SECRET: 'start-bench-secret-0123456789abcdef',
};
const variants = {
  compiled: { command: process.execPath, args: ['dist/server.js'], cwd: built },
  tsx: { command: process.execPath, args: ['--import', 'tsx', 'src/server.ts'], cwd: path.join(root, 'api') },
};

/** kB of a /proc/<pid>/status field (VmRSS now, VmHWM the peak). */
function memoryKb(pid, field) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${field}:`));
  return Number(line?.split(/\s+/)[1] ?? NaN);
}

async function healthy() {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
  } catch {
    return false;
  }
}

async function startOnce({ command, args, cwd }) {
  const started = performance.now();
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    while (!(await healthy())) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
      if (performance.now() - started > 120_000) throw new Error(`${args.join(' ')} did not answer in 120 s`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const ms = performance.now() - started;
    return { ms, rssMb: memoryKb(child.pid, 'VmRSS') / 1024, peakMb: memoryKb(child.pid, 'VmHWM') / 1024 };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

function summary(numbers, unit, digits) {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  const format = (value) => value.toFixed(digits);
  return `${format(median)} ${unit} (${format(sorted[0])}–${format(sorted.at(-1))})`;
}

try {
  await startOnce(variants.compiled); // migrates and seeds the shared database
  const results = { compiled: [], tsx: [] };
  // Alternating, so a burst of load on the machine touches both alike.
  for (let run = 0; run < runs; run += 1) {
    for (const name of Object.keys(variants)) results[name].push(await startOnce(variants[name]));
  }
  console.log(`API start until /api/health answers, ${runs} starts each, Node ${process.version}`);
  for (const [name, list] of Object.entries(results)) {
    console.log(
      `${name.padEnd(9)} time ${summary(
        list.map((r) => r.ms),
        'ms',
        0,
      )}  RSS when ready ${summary(
        list.map((r) => r.rssMb),
        'MB',
        0,
      )}  peak RSS ${summary(
        list.map((r) => r.peakMb),
        'MB',
        0,
      )}`,
    );
  }
  console.log(
    `load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
