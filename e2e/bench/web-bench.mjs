#!/usr/bin/env node
// @ts-check
// `pnpm bench:web` (issue 16): what federation costs a customer's browser, against the monolith
// build of the same code (monolith/). Both builds are measured in one run, alternated, in
// Debian's Chromium through Playwright and CDP; medians with min–max, the ratio
// federated/monolith and each aim of the issue met or not. Run it under the suite lock:
//
//   pnpm build && pnpm build:monolith
//   flock /tmp/adintel-suite.lock pnpm bench:web [--runs 5] [--cpu 4]
//
// It uses the suite on :3000 and the monolith on :3010 when they answer, else starts them (the
// suite as the README does; the monolith with the shell's server against the same API).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { SINGLETONS } from '../../tooling/webpack/shared-dependencies.cjs';
import { speedCheckLine, speedCheckMs } from '../../tooling/bench/speed-check.mjs';
import { readRemoteRegistry, remotesByPort } from '../../tooling/remote-registry/remote-registry.mjs';
import { compareShareQuery } from './compare-case.mjs';
import { measureCompare, measureLoginAndWalk, measureSlowCpu, WALK } from './web-measures.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values } = parseArgs({ options: { runs: { type: 'string' }, cpu: { type: 'string' } } });
const runs = Number(values.runs ?? 5);
const cpuSlowdown = Number(values.cpu ?? 4);
const FEDERATED = 'http://localhost:3000';
const MONOLITH = 'http://localhost:3010';
const API_URL = process.env.API_URL ?? 'http://127.0.0.1:3100';
const REMOTE_PORTS = remotesByPort(readRemoteRegistry());
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** @type {import('node:child_process').ChildProcess[]} */
const started = [];

async function answers(/** @type {string} */ url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function ensureServer(
  /** @type {string} */ healthUrl,
  /** @type {() => import('node:child_process').ChildProcess} */ start,
) {
  if (await answers(healthUrl)) return;
  started.push(start());
  const deadline = Date.now() + 180_000;
  while (!(await answers(healthUrl))) {
    if (Date.now() > deadline) throw new Error(`${healthUrl} did not answer within 180 s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function startBuilds() {
  for (const required of ['shell/dist/index.html', 'monolith/dist/index.html']) {
    if (!existsSync(path.join(root, required)))
      throw new Error(`${required} is missing: run pnpm build && pnpm build:monolith`);
  }
  await ensureServer(`${FEDERATED}/api/health`, () =>
    spawn('node', ['scripts/start-suite.mjs'], {
      cwd: root,
      stdio: 'ignore',
      env: { ...process.env, DATA_DIR: 'memory' },
    }),
  );
  await ensureServer(`${MONOLITH}/api/health`, () =>
    spawn('node', ['web-server/src/serve-shell.mjs'], {
      cwd: root,
      stdio: 'ignore',
      env: { ...process.env, PORT: '3010', SHELL_DIST: path.join(root, 'monolith/dist'), API_URL },
    }),
  );
}

/** @param {number[]} numbers */
function stats(numbers) {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { median, min: sorted[0], max: sorted[sorted.length - 1] };
}

const kb = (/** @type {number} */ bytes) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`;
const ms = (/** @type {number} */ millis) => `${Math.round(millis)} ms`;
const FIGURES = [
  {
    key: 'loginBytes',
    label: 'script bytes before /login is usable',
    unit: kb,
    aims: [{ text: '<= 180 KB', met: (f) => f <= 180 * 1024 }],
  },
  {
    key: 'walkBytes',
    label: "script bytes over one tab's walk",
    unit: kb,
    aims: [
      { text: '<= 900 KB', met: (f) => f <= 900 * 1024 },
      { text: '<= 1.05 x monolith', met: (f, m) => f <= 1.05 * m },
    ],
  },
  {
    key: 'lcp',
    label: `LCP cold /dashboard/shareofvoice, CPU x${cpuSlowdown}`,
    unit: ms,
    aims: [{ text: '<= 1,200 ms', met: (f) => f <= 1200 }],
  },
  {
    key: 'firstChart',
    label: `first chart drawn in that load, CPU x${cpuSlowdown}`,
    unit: ms,
    aims: [],
  },
  {
    key: 'longestTask',
    label: `longest main-thread task in that load, CPU x${cpuSlowdown}`,
    unit: ms,
    aims: [{ text: '<= 200 ms', met: (f) => f <= 200 }],
  },
  {
    key: 'switchCold',
    label: `SoV -> Real-Time Spend click to chart, cold, CPU x${cpuSlowdown}`,
    unit: ms,
    aims: [{ text: '<= 300 ms', met: (f) => f <= 300 }],
  },
  {
    key: 'switchVisited',
    label: `SoV -> Real-Time Spend, once visited, CPU x${cpuSlowdown}`,
    unit: ms,
    aims: [{ text: '<= 150 ms', met: (f) => f <= 150 }],
  },
  {
    key: 'compareChart',
    label: `Compare, 20 advertisers: first chart, cold, CPU x${cpuSlowdown}`,
    unit: ms,
    aims: [],
  },
  {
    key: 'compareLongestTask',
    label: `Compare, 20 advertisers: longest task, CPU x${cpuSlowdown}`,
    unit: ms,
    aims: [{ text: '<= 200 ms', met: (f) => f <= 200 }],
  },
];

/** gzip size of a remote's file as built (its .gz beside it, else gzipped here). */
function gzipSizeOf(/** @type {string} */ remote, /** @type {string} */ urlPath) {
  const file = path.join(root, remote, 'dist', urlPath);
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

/** Per remote, from the walk's scripts: its entry and the chunks fetched from its own origin. */
function remoteSizes(/** @type {{ url: string, bytes: number }[]} */ scripts) {
  /** @type {Record<string, { entryGzip: number, entryWire: number, chunksGzip: number, chunks: number }>} */
  const sizes = {};
  for (const { url, bytes } of scripts) {
    const { port, pathname } = new URL(url);
    const remote = REMOTE_PORTS[port];
    if (!remote) continue;
    const size = (sizes[remote] ??= { entryGzip: 0, entryWire: 0, chunksGzip: 0, chunks: 0 });
    if (pathname.endsWith('/remoteEntry.js')) {
      size.entryGzip = gzipSizeOf(remote, pathname);
      size.entryWire = bytes;
    } else {
      size.chunksGzip += gzipSizeOf(remote, pathname);
      size.chunks += 1;
    }
  }
  return sizes;
}

await startBuilds();
const compareQuery = await compareShareQuery(API_URL);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
/** @type {Record<'federated'|'monolith', Record<string, number>[]>} */
const results = { federated: [], monolith: [] };
/** @type {Record<'federated'|'monolith', any>} */
const lastWalk = { federated: null, monolith: null };
/** @type {Record<'federated'|'monolith', Set<string>>} */
const lcpElements = { federated: new Set(), monolith: new Set() };
const load = os
  .loadavg()
  .map((value) => value.toFixed(2))
  .join(', ');
const speedAtStart = speedCheckMs();
try {
  for (let run = 1; run <= runs; run += 1) {
    /** @type {('federated'|'monolith')[]} */
    const order = run % 2 ? ['federated', 'monolith'] : ['monolith', 'federated'];
    for (const build of order) {
      const baseUrl = build === 'federated' ? FEDERATED : MONOLITH;
      const walk = await measureLoginAndWalk(browser, baseUrl);
      const slow = await measureSlowCpu(browser, baseUrl, cpuSlowdown);
      const compare = await measureCompare(browser, baseUrl, cpuSlowdown, compareQuery);
      lastWalk[build] = walk;
      const { lcpElement, ...timings } = slow;
      lcpElements[build].add(lcpElement);
      const figures = { loginBytes: walk.loginBytes, walkBytes: walk.walkBytes, ...timings, ...compare };
      results[build].push(figures);
      console.log(
        `run ${run} ${build.padEnd(9)} login ${kb(figures.loginBytes)}, walk ${kb(figures.walkBytes)}, LCP ${ms(figures.lcp)} (${lcpElement}), first chart ${ms(figures.firstChart)}, longest task ${ms(figures.longestTask)}, switch ${ms(figures.switchCold)} / visited ${ms(figures.switchVisited)}, compare 20: chart ${ms(figures.compareChart)}, longest task ${ms(figures.compareLongestTask)}`,
      );
    }
  }
} finally {
  await browser.close();
  for (const child of started) child.kill('SIGTERM');
}

console.log(
  `\nbench:web — ${runs} runs each, alternated; load average at start ${load}; walk: login, then ${WALK.join(', ')}\n${speedCheckLine(speedAtStart)}`,
);
console.log(
  `${'figure'.padEnd(58)}${'federated median (min–max)'.padEnd(30)}${'monolith median (min–max)'.padEnd(30)}ratio  aims (federated)`,
);
for (const figure of FIGURES) {
  const federated = stats(results.federated.map((result) => result[figure.key]));
  const monolith = stats(results.monolith.map((result) => result[figure.key]));
  const cell = (/** @type {{ median: number, min: number, max: number }} */ s) =>
    `${figure.unit(s.median)} (${figure.unit(s.min)}–${figure.unit(s.max)})`.padEnd(30);
  const aims = figure.aims.map(
    (aim) => `${aim.text}: ${aim.met(federated.median, monolith.median) ? 'met' : 'NOT met'}`,
  );
  console.log(
    `${figure.label.padEnd(58)}${cell(federated)}${cell(monolith)}${(federated.median / monolith.median).toFixed(2).padEnd(7)}${aims.join('; ')}`,
  );
}

console.log(
  `LCP element: federated ${[...lcpElements.federated].join(' / ')}; monolith ${[...lcpElements.monolith].join(' / ')}`,
);

console.log('\nper remote (federated walk): entry gzip / as transferred, and the chunks it loads itself (gzip)');
for (const [remote, size] of Object.entries(remoteSizes(lastWalk.federated.walkScripts))) {
  console.log(
    `  ${remote.padEnd(14)} remoteEntry.js ${kb(size.entryGzip)} gzip / ${kb(size.entryWire)} on the wire; ${size.chunks} chunks ${kb(size.chunksGzip)} gzip`,
  );
}

console.log('\ncopies of each singleton loaded (must be 1)');
for (const build of /** @type {const} */ (['federated', 'monolith'])) {
  const copies = lastWalk[build].singletons;
  const listed = copies
    ? SINGLETONS.map((name) => `${name} ${copies[name] ?? 0}`).join(', ')
    : 'no share scope: one compilation holds one copy of each module';
  console.log(
    `  ${build}: react-dom copies announced to the devtools hook ${lastWalk[build].reactDomCopies}; share scope: ${listed}`,
  );
}
