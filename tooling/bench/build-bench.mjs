#!/usr/bin/env node
// @ts-check
// `pnpm bench:build` (issue 16): for every app, the production build's time from clean (no
// persistent cache), after a first and then a second edit of only the app's own code (the cache
// warm), the peak memory of the build, and the size of what it writes. Builds write the apps' dist/, so run it
// under the suite lock:
//
//   flock /tmp/adintel-suite.lock pnpm bench:build [--runs 1] [--apps mf-sov,shell]
//
// Peak memory is /usr/bin/time's maximum resident set: the largest single process of the build
// (webpack's own; its minifier workers are smaller), not a sum.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readRemoteRegistry } from '../remote-registry/remote-registry.mjs';
import { speedCheckLine, speedCheckMs } from './speed-check.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Each app, the file of its own code the incremental build edits, and its cache's name. */
const APPS = [
  { app: 'shell', ownFile: 'src/app/app.tsx', cacheName: 'shell' },
  ...readRemoteRegistry().map((remote) => ({
    app: remote.name,
    ownFile: 'src/app/exposed-root.tsx',
    cacheName: remote.federationName,
  })),
];
const { values } = parseArgs({ options: { runs: { type: 'string' }, apps: { type: 'string' } } });
const runs = Number(values.runs ?? 1);
const only = values.apps?.split(',');

/** Runs the app's production build; wall seconds and peak resident memory (MB). */
function build(/** @type {string} */ app) {
  const result = spawnSync('/usr/bin/time', ['-f', 'bench-build %e %M', 'pnpm', '--filter', app, 'build'], {
    cwd: root,
    // The figures are those of a developer's builds, which keep webpack's persistent cache.
    env: { ...process.env, SUITE_BUILD_CACHE: '1' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const figures = /bench-build ([\d.]+) (\d+)/.exec(result.stderr);
  if (result.status !== 0 || !figures)
    throw new Error(`${app} build failed:\n${(result.stdout + result.stderr).slice(-3000)}`);
  return { seconds: Number(figures[1]), peakMb: Number(figures[2]) / 1024 };
}

/** Bytes of every file under a folder. */
function folderBytes(/** @type {string} */ folder) {
  let total = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    total += entry.isDirectory() ? folderBytes(full) : statSync(full).size;
  }
  return total;
}

/** What the build wrote: a remote's dist/<version>/, the shell's dist/. */
function distFolder(/** @type {string} */ app) {
  const dist = path.join(root, app, 'dist');
  if (app === 'shell') return dist;
  const { version } = JSON.parse(readFileSync(path.join(root, app, 'package.json'), 'utf8'));
  return path.join(dist, version);
}

/**
 * Appends a comment to one file of the app's own code for one build, then takes exactly that
 * comment off again (whatever else the file holds by then stays).
 * @template T
 */
function withOwnCodeEdited(/** @type {string} */ file, /** @type {() => T} */ action) {
  const marker = `\n// bench:build ${Date.now()}\n`;
  writeFileSync(file, readFileSync(file, 'utf8') + marker);
  try {
    return action();
  } finally {
    const now = readFileSync(file, 'utf8');
    if (now.endsWith(marker)) writeFileSync(file, now.slice(0, -marker.length));
  }
}

function stats(/** @type {number[]} */ numbers) {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return sorted.length > 1
    ? `${median.toFixed(1)} (${sorted[0].toFixed(1)}–${sorted.at(-1)?.toFixed(1)})`
    : median.toFixed(1);
}

const load = os
  .loadavg()
  .map((value) => value.toFixed(2))
  .join(', ');
const speedAtStart = speedCheckMs();
const rows = [];
for (const { app, ownFile, cacheName } of APPS.filter(({ app }) => !only || only.includes(app))) {
  const clean = [];
  const firstEdit = [];
  const nextEdit = [];
  let peakMb = 0;
  for (let run = 1; run <= runs; run += 1) {
    rmSync(path.join(root, app, 'node_modules', '.cache', 'webpack', `${cacheName}-production`), {
      recursive: true,
      force: true,
    });
    const cold = build(app);
    clean.push(cold.seconds);
    peakMb = Math.max(peakMb, cold.peakMb);
    // Two edits in a row: the first build after a clean one also rewrites the cache's one pack
    // file, split into the entries it used and those it did not (docs/performance.md); the next
    // edit is a developer's usual loop.
    const ownPath = path.join(root, app, ownFile);
    const first = withOwnCodeEdited(ownPath, () => build(app));
    const next = withOwnCodeEdited(ownPath, () => build(app));
    firstEdit.push(first.seconds);
    nextEdit.push(next.seconds);
    console.log(
      `${app} run ${run}: clean ${cold.seconds} s (${Math.round(cold.peakMb)} MB), first edit ${first.seconds} s, next edit ${next.seconds} s (${Math.round(next.peakMb)} MB)`,
    );
  }
  // The edit is taken off again: build once more so dist/ holds exactly the committed source.
  build(app);
  rows.push({
    app,
    clean: stats(clean),
    firstEdit: stats(firstEdit),
    nextEdit: stats(nextEdit),
    peakMb,
    distMb: folderBytes(distFolder(app)) / 1024 / 1024,
  });
}

console.log(
  `\nbench:build — ${runs} run(s) per app; load average at start ${load}; seconds are wall time\n${speedCheckLine(speedAtStart)}`,
);
console.log(
  `${'app'.padEnd(15)}${'clean s'.padEnd(20)}${'first edit s'.padEnd(20)}${'next edit s'.padEnd(20)}${'peak MB'.padEnd(10)}dist MB`,
);
for (const row of rows) {
  console.log(
    `${row.app.padEnd(15)}${row.clean.padEnd(20)}${row.firstEdit.padEnd(20)}${row.nextEdit.padEnd(20)}${String(Math.round(row.peakMb)).padEnd(10)}${row.distMb.toFixed(1)}`,
  );
}
