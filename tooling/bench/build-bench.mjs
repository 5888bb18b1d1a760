#!/usr/bin/env node
// @ts-check
// `pnpm bench:build` (issue 16): for every app, the production build's time from clean (no
// persistent cache), after a first and then a second edit of only the app's own code (the cache
// warm), the peak memory of the build, and the size of what it writes. Builds write the apps'
// dist/, so run it under the suite lock:
//
//   flock /tmp/adintel-suite.lock pnpm bench:build [--runs 1] [--apps mf-sov,shell] [--against REF]
//
// --against REF builds the same apps from another commit too (a git worktree in the system's
// temporary folder, installed from pnpm's store and removed at the end), alternating the two trees
// run by run, and prints this tree's medians as a ratio of REF's: the machine's noise is then
// shared by both.
//
// Peak memory is /usr/bin/time's maximum resident set: the largest single process of the build
// (webpack's own; its minifier workers are smaller), not a sum.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readRemoteRegistry } from '../remote-registry/remote-registry.mjs';
import { speedCheckLine, speedCheckMs } from './speed-check.mjs';
import { median, medianRange } from './stats.mjs';

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
const { values } = parseArgs({
  options: { runs: { type: 'string' }, apps: { type: 'string' }, against: { type: 'string' } },
});
const runs = Number(values.runs ?? 1);
const only = values.apps?.split(',');

/** Runs the app's production build in one tree; wall seconds and peak resident memory (MB). */
function build(/** @type {string} */ tree, /** @type {string} */ app) {
  const result = spawnSync('/usr/bin/time', ['-f', 'bench-build %e %M', 'pnpm', '--filter', app, 'build'], {
    cwd: tree,
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
function distFolder(/** @type {string} */ tree, /** @type {string} */ app) {
  const dist = path.join(tree, app, 'dist');
  if (app === 'shell') return dist;
  const { version } = JSON.parse(readFileSync(path.join(tree, app, 'package.json'), 'utf8'));
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

const load = os
  .loadavg()
  .map((value) => value.toFixed(2))
  .join(', ');
const speedAtStart = speedCheckMs();
/** @type {string[]} */
const ratios = [];
/** The trees built: this one, and REF's worktree with --against. */
const trees = [{ label: 'this tree', dir: root }];
if (values.against) {
  const sha = execFileSync('git', ['rev-parse', '--short', values.against], { cwd: root, encoding: 'utf8' }).trim();
  const dir = path.join(os.tmpdir(), `adintel-bench-build-${sha}`);
  if (!existsSync(dir)) execFileSync('git', ['worktree', 'add', '--detach', dir, sha], { cwd: root, stdio: 'inherit' });
  execFileSync('pnpm', ['install', '--frozen-lockfile', '--offline'], { cwd: dir, stdio: 'inherit' });
  trees.push({ label: sha, dir });
  process.on('exit', () => execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: root }));
}

/** One run of an app in one tree: clean, then two edits of its own code. */
function runOnce(/** @type {string} */ tree, /** @type {typeof APPS[number]} */ { app, ownFile, cacheName }) {
  rmSync(path.join(tree, app, 'node_modules', '.cache', 'webpack', `${cacheName}-production`), {
    recursive: true,
    force: true,
  });
  const clean = build(tree, app);
  // Two edits in a row: the first build after a clean one also rewrites the cache's one pack
  // file, split into the entries it used and those it did not (docs/performance.md); the next
  // edit is a developer's usual loop.
  const ownPath = path.join(tree, app, ownFile);
  const first = withOwnCodeEdited(ownPath, () => build(tree, app));
  const next = withOwnCodeEdited(ownPath, () => build(tree, app));
  return { clean, first, next };
}

const rows = [];
for (const entry of APPS.filter(({ app }) => !only || only.includes(app))) {
  const series = trees.map(() => ({ clean: [], firstEdit: [], nextEdit: [], peakMb: 0 }));
  for (let run = 1; run <= runs; run += 1) {
    // Alternated, and each tree first on every other run.
    const order = run % 2 ? trees.map((_, index) => index) : trees.map((_, index) => index).reverse();
    for (const index of order) {
      const { clean, first, next } = runOnce(trees[index].dir, entry);
      const figures = series[index];
      figures.clean.push(clean.seconds);
      figures.firstEdit.push(first.seconds);
      figures.nextEdit.push(next.seconds);
      figures.peakMb = Math.max(figures.peakMb, clean.peakMb, next.peakMb);
      console.log(
        `${entry.app} (${trees[index].label}) run ${run}: clean ${clean.seconds} s (${Math.round(clean.peakMb)} MB), first edit ${first.seconds} s, next edit ${next.seconds} s (${Math.round(next.peakMb)} MB)`,
      );
    }
  }
  trees.forEach((tree, index) => {
    // The edit is taken off again: build once more so dist/ holds exactly the committed source.
    build(tree.dir, entry.app);
    const figures = series[index];
    rows.push({
      app: trees.length > 1 ? `${entry.app} (${tree.label})` : entry.app,
      clean: medianRange(figures.clean),
      firstEdit: medianRange(figures.firstEdit),
      nextEdit: medianRange(figures.nextEdit),
      peakMb: figures.peakMb,
      distMb: folderBytes(distFolder(tree.dir, entry.app)) / 1024 / 1024,
    });
  });
  if (trees.length > 1) {
    const ratio = (/** @type {'clean' | 'firstEdit' | 'nextEdit'} */ key) =>
      (median(series[0][key]) / median(series[1][key])).toFixed(2);
    ratios.push(
      `${entry.app}: this tree / ${trees[1].label}, medians: clean ${ratio('clean')} ×, first edit ${ratio('firstEdit')} ×, next edit ${ratio('nextEdit')} ×`,
    );
  }
}

console.log(
  `\nbench:build — ${runs} run(s) per app; load average at start ${load}; seconds are wall time\n${speedCheckLine(speedAtStart)}`,
);
const appWidth = Math.max(15, ...rows.map((row) => row.app.length + 2));
console.log(
  `${'app'.padEnd(appWidth)}${'clean s'.padEnd(20)}${'first edit s'.padEnd(20)}${'next edit s'.padEnd(20)}${'peak MB'.padEnd(10)}dist MB`,
);
for (const row of rows) {
  console.log(
    `${row.app.padEnd(appWidth)}${row.clean.padEnd(20)}${row.firstEdit.padEnd(20)}${row.nextEdit.padEnd(20)}${String(Math.round(row.peakMb)).padEnd(10)}${row.distMb.toFixed(1)}`,
  );
}
ratios.forEach((line) => console.log(line));
