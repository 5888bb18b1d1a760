#!/usr/bin/env node
// Render benchmark of Share of Voice (mf-sov): builds the remote, serves its dist, opens the
// standalone page in Chromium on fixture data (`?bench`) and prints
//  - the time from the data arriving to every chart drawn (User Timing marks of the page), and
//  - scrolling the page's 5,000-row table: frames, dropped frames and the longest task.
// Usage: pnpm --filter mf-sov bench [-- --no-build] [-- --runs 10]
/* global window -- functions passed to page.evaluate run in the browser */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { createRemoteServer } from '../../web-server/src/remote-server.mjs';
import { measureScroll } from './scroll-metrics.mjs';
import { sovAnswer } from './sov-fixture.mjs';

const appDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// pnpm passes the '--' of `pnpm bench -- --no-build` through: it is not an argument.
const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    'no-build': { type: 'boolean' },
    runs: { type: 'string', default: '10' },
    port: { type: 'string', default: '3901' },
  },
});
const COUNTRIES = ['AR', 'BR', 'CL', 'CO', 'MX'];
const NAMES_PER_COUNTRY = 1000; // 5 countries x 1,000 = the 5,000-row table
const RUNS = Number(args.runs);
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const ms = (value) => `${value.toFixed(0)} ms`;

/** Data-arrived to charts-drawn of the n-th answer, from the page's marks. */
async function drawTime(page, count) {
  await page.waitForFunction((n) => performance.getEntriesByName('sov:charts-drawn').length >= n, count, {
    timeout: 60_000,
  });
  return page.evaluate((n) => {
    const drawn = performance.getEntriesByName('sov:charts-drawn')[n - 1].startTime;
    const arrived = performance
      .getEntriesByName('sov:data-arrived')
      .filter((mark) => mark.startTime <= drawn)
      .at(-1).startTime;
    return { fromData: drawn - arrived, fromNavigation: drawn };
  }, count);
}

async function main() {
  if (!args['no-build']) {
    const build = spawnSync('pnpm', ['build'], { cwd: appDir, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('mf-sov build failed');
  }
  const answer = sovAnswer(COUNTRIES, {
    names: NAMES_PER_COUNTRY,
    dayCount: 366,
    startDate: '2023-07-01',
    trendSeries: 5,
  });
  const points = answer.reduce((sum, c) => sum + c.trendingSoV.length + c.mediaData.length, 0);
  const server = await createRemoteServer({ root: path.join(appDir, 'dist') });
  await server.listen({ port: Number(args.port), host: '127.0.0.1' });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.addInitScript((data) => {
      window.__SOV_BENCH_DATA__ = data;
    }, answer);
    await page.goto(`http://127.0.0.1:${args.port}/1.0.0/index.html?bench`);

    const cold = await drawTime(page, 1);
    const warm = [];
    for (let run = 1; run <= RUNS; run += 1) {
      // A new period is a new query: skeleton, answer, every chart created and drawn again.
      await page.evaluate(
        (day) => window.__sovBench.applySearch({ startDate: `2023-07-${String(day).padStart(2, '0')}` }),
        run + 1,
      );
      warm.push((await drawTime(page, run + 1)).fromData);
    }
    const charts = await page.locator('[role="img"] canvas').count();
    const scroll = await measureScroll(page, '.ant-table-tbody-virtual-holder');

    console.log(`\nShare of Voice render benchmark: ${COUNTRIES.length} countries x 12 months`);
    console.log(
      `  data: ${answer.length * NAMES_PER_COUNTRY} table rows, ${points} chart points, ${charts} charts drawn`,
    );
    console.log(
      `  first load  : data -> all charts drawn ${ms(cold.fromData)} (navigation -> drawn ${ms(cold.fromNavigation)}; includes the lazy G2 chunk)`,
    );
    console.log(
      `  new searches: data -> all charts drawn p50 ${ms(percentile(warm, 50))}, max ${ms(Math.max(...warm))} (${RUNS} runs)`,
    );
    console.log(
      `  scroll ${scroll.rows} rows (${scroll.distance} px of wheel): ${scroll.frames} frames, ${scroll.dropped} dropped, frame p50 ${ms(scroll.frameP50)} / max ${ms(scroll.frameMax)}, longest task ${ms(scroll.longestTask)} (${scroll.longTasks} long tasks)`,
    );
    console.log(
      `  aims: < 1000 ms to all charts drawn -> ${Math.max(...warm) < 1000 ? 'met' : 'missed'}; longest task < 100 ms while scrolling -> ${scroll.longestTask < 100 ? 'met' : 'missed'}\n`,
    );
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
