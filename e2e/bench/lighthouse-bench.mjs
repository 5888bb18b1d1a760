#!/usr/bin/env node
// @ts-check
// `pnpm bench:lighthouse` (issue 56, point 1): Lighthouse itself (a devDependency of e2e, its Node
// API, its mobile defaults: simulated slow 4G and CPU × 4) on each public page of a running suite,
// in Debian's Chromium: /login, /marketing/signup, /marketing/report-list, /marketing/report/{country}
// and /marketing/spot/{id}, the country and the spot found through the suite's API. Each run opens
// every page once (the pages interleaved round by round); with --compare, every page of a second
// suite too, the two alternated run by run, so a before/after is measured in one run. It prints
// each run, then per page (and per suite) the median (min–max) of the performance, accessibility
// and best-practices scores, LCP, TBT, CLS, the scripts' and all bytes transferred (compressed),
// and whether each aim of the issue is met: performance ≥ 90, or LCP ≤ 2.5 s and TBT ≤ 200 ms
// where the score misses by the machine's noise; accessibility and best practices 100.
//
//   pnpm build && pnpm start:suite                  (the README's start; any running suite will do)
//   pnpm bench:lighthouse [--base http://localhost:3000] [--compare http://localhost:3400] [--runs 5]
//
// CHROME_PATH names the browser (/usr/bin/chromium). A failed run is printed and left out.
import os from 'node:os';
import { parseArgs } from 'node:util';
import { speedCheckLine, speedCheckMs } from '../../tooling/bench/speed-check.mjs';
import { median, medianRange } from '../../tooling/bench/stats.mjs';
import { publicPages, runLighthouse } from './lighthouse-run.mjs';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://localhost:3000' },
    compare: { type: 'string' },
    runs: { type: 'string', default: '5' },
  },
});
const runs = Number(values.runs);
const bases = [values.base, values.compare].filter((base) => base !== undefined).map((base) => base.replace(/\/$/, ''));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

const kb = (/** @type {number} */ bytes) => bytes / 1024;
const asIs = (/** @type {number} */ value) => value;
/** The table's columns: a figure of a run, its heading, how it prints (unit, decimals), its width. */
const COLUMNS = /** @type {const} */ ([
  ['performance', 'perf', asIs, 0, 14],
  ['accessibility', 'a11y', asIs, 0, 14],
  ['bestPractices', 'best pr.', asIs, 0, 14],
  ['lcp', 'LCP ms', asIs, 0, 22],
  ['tbt', 'TBT ms', asIs, 0, 22],
  ['cls', 'CLS', asIs, 3, 22],
  ['scriptBytes', 'script KB', kb, 0, 16],
  ['totalBytes', 'total KB', kb, 0, 16],
]);

/** @type {Map<string, { page: string, path: string }[]>} */
const pagesOf = new Map();
for (const base of bases) pagesOf.set(base, await publicPages(base));
const pageNames = (pagesOf.get(bases[0]) ?? []).map((entry) => entry.page);
/** @type {Map<string, import('./lighthouse-run.mjs').LighthouseFigures[]>} key: base + page */
const results = new Map();
const failures = [];
const loadAtStart = loadAverage();
const speedAtStart = speedCheckMs();

for (let run = 1; run <= runs; run += 1) {
  const order = run % 2 ? bases : [...bases].reverse();
  for (const page of pageNames) {
    for (const base of order) {
      const target = pagesOf.get(base)?.find((entry) => entry.page === page);
      if (!target) continue;
      const key = `${base} ${page}`;
      try {
        const figures = await runLighthouse(`${base}${target.path}`, chromePath);
        results.set(key, [...(results.get(key) ?? []), figures]);
        console.log(
          `run ${run} ${base} ${target.path}: perf ${figures.performance}, a11y ${figures.accessibility}, best pr. ${figures.bestPractices}, LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms, CLS ${figures.cls.toFixed(3)}, script ${Math.round(kb(figures.scriptBytes))} KB, total ${Math.round(kb(figures.totalBytes))} KB (benchmark index ${Math.round(figures.benchmarkIndex)})`,
        );
      } catch (error) {
        failures.push(key);
        console.log(`run ${run} ${base} ${target.path}: FAILED (${error instanceof Error ? error.message : error})`);
      }
    }
  }
}

console.log(
  `\nbench:lighthouse: ${runs} run${runs === 1 ? '' : 's'} per page${bases.length > 1 ? ' and suite, alternated' : ''}; Lighthouse mobile defaults (simulated slow 4G, CPU x4); ${failures.length} failed runs`,
);
console.log(`load average at the start ${loadAtStart}, at the end ${loadAverage()}\n${speedCheckLine(speedAtStart)}`);
console.log(
  `aims: perf >= 90, or LCP <= 2,500 ms and TBT <= 200 ms; a11y 100; best practices 100 (medians; min–max in brackets)\n`,
);
console.log(
  `${'page'.padEnd(28)}${bases.length > 1 ? 'suite'.padEnd(24) : ''}${COLUMNS.map(([, label, , , width]) => label.padEnd(width)).join('')}aims perf / a11y / bp`,
);
for (const page of pageNames) {
  for (const base of bases) {
    const runsOf = results.get(`${base} ${page}`) ?? [];
    const cells = COLUMNS.map(([key, , unit, digits, width]) =>
      medianRange(
        runsOf.map((figures) => unit(figures[key])),
        digits,
      ).padEnd(width),
    );
    const middle = (/** @type {'performance'|'accessibility'|'bestPractices'|'lcp'|'tbt'} */ key) =>
      median(runsOf.map((figures) => figures[key]));
    const met = (/** @type {boolean} */ ok) => (ok ? 'met' : 'NOT met');
    // The score's aim, or where the score misses by the machine's noise, LCP's and TBT's.
    const perf =
      middle('performance') >= 90
        ? 'met'
        : middle('lcp') <= 2500 && middle('tbt') <= 200
          ? 'met by LCP, TBT'
          : 'NOT met';
    const aims =
      runsOf.length === 0
        ? 'not run'
        : [perf, met(middle('accessibility') === 100), met(middle('bestPractices') === 100)].join(' / ');
    console.log(`${page.padEnd(28)}${bases.length > 1 ? base.padEnd(24) : ''}${cells.join('')}${aims}`);
  }
}

console.log('\naudits short of 1 in accessibility and best practices, in any run:');
for (const base of bases) {
  for (const entry of pagesOf.get(base) ?? []) {
    const failed = new Set((results.get(`${base} ${entry.page}`) ?? []).flatMap((figures) => figures.failedAudits));
    console.log(`  ${base}${entry.path}: ${failed.size ? [...failed].join(', ') : 'none'}`);
  }
}
