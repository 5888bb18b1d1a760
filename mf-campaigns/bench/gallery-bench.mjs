#!/usr/bin/env node
// Benchmark: the Campaigns gallery with 50 cards and their images, in headless Chromium.
// Prints the time to the last image painted on screen (cold and warm HTTP cache), how soon an image
// scrolled into view paints, the bytes of images fetched at first load and after scrolling through
// all 50, and the scripts the page downloaded. Run: pnpm --filter mf-campaigns bench
//   --no-build       use the existing dist/
//   --runs N         cold-cache runs (default 5); medians are printed
//   --mode api|fixture   force a mode; by default the real API on 3100 when it has gallery data
/* global document -- the functions passed to waitForFunction run in the page */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import os from 'node:os';
import { chromium } from 'playwright-core';
import { startFrontServer } from './lib/front-server.mjs';
import { installObservers, readImages, readResources } from './lib/page-metrics.mjs';

const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = path.resolve(APP_DIR, '..');
const STATIC_PORT = 3904;
const FRONT_PORT = 3914;
const API_PORT = 3100;
const CARDS = 50;
const AIM_MS = 1500;
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// pnpm passes the '--' of `pnpm bench -- --no-build` through: it is not an argument.
const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { 'no-build': { type: 'boolean' }, runs: { type: 'string', default: '5' }, mode: { type: 'string' } },
});

function run(command, commandArgs, cwd) {
  const started = performance.now();
  const child = spawn(command, commandArgs, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  return once(child, 'exit').then(([code]) => {
    if (code !== 0) throw new Error(`${command} ${commandArgs.join(' ')} exited with ${code}`);
    return performance.now() - started;
  });
}

async function waitForHttp(url, timeoutMs = 15000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** Whether the API on 3100 answers the gallery with a full page of 50 cards for the default search. */
async function apiGalleryCards() {
  try {
    const base = `http://127.0.0.1:${API_PORT}/api`;
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'analyst@demo.test', password: 'demo1234' }),
      signal: AbortSignal.timeout(5000),
    });
    if (!login.ok) return 0;
    const { token } = await login.json();
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    const until = new Date(Date.now() - 3 * 3600e3).toISOString().slice(0, 10);
    const since = new Date(Date.parse(until) - 15 * 86400e3).toISOString().slice(0, 10);
    const answer = await fetch(`${base}/v2/gallery/1/${CARDS}?unique=0&lang=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify([{ country: claims.countries[0], since, until }]),
      signal: AbortSignal.timeout(15000),
    });
    if (!answer.ok) return 0;
    const body = await answer.json();
    return (Array.isArray(body) ? body[0] : body).items.length;
  } catch {
    return 0;
  }
}

/** One load of the gallery in `page`: until every card image on screen is loaded and painted. */
async function loadGallery(page, url, expectedCards) {
  await page.goto(url);
  const cardsAt = await page
    .waitForFunction(
      (count) => document.querySelectorAll('[role="article"]').length >= count && performance.now(),
      expectedCards,
      {
        polling: 'raf',
        timeout: 30000,
      },
    )
    .then((handle) => handle.jsonValue());
  await page.waitForFunction(
    (read) => {
      const visible = new Function(`return (${read})`)()().filter((image) => image.inViewport);
      return visible.length > 0 && visible.every((image) => image.loaded && image.paintedAt !== null);
    },
    readImages.toString(),
    { polling: 100, timeout: 30000 },
  );
  const visible = (await page.evaluate(`(${readImages})()`)).filter((image) => image.inViewport);
  return {
    cardsAt,
    foldImages: visible.length,
    foldLastPaint: Math.max(...visible.map((image) => image.paintedAt)),
    resources: await page.evaluate(`(${readResources})()`),
  };
}

/**
 * Scrolls through the gallery a viewport at a time until all the card images are painted. Each
 * image's latency is from the scroll step that brought it near the screen to its paint.
 */
async function scrollThrough(page, expectedCards) {
  const steps = [];
  for (let step = 0; step < 60; step += 1) {
    const images = await page.evaluate(`(${readImages})()`);
    if (images.length >= expectedCards && images.every((image) => image.loaded && image.paintedAt !== null)) break;
    steps.push(await page.evaluate(() => performance.now()));
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(250);
  }
  const images = await page.evaluate(`(${readImages})()`);
  const latencies = images
    .filter((image) => image.paintedAt !== null && image.paintedAt > (steps[0] ?? Infinity))
    .map((image) => image.paintedAt - Math.max(...steps.filter((time) => time <= image.paintedAt)));
  return {
    painted: images.filter((image) => image.paintedAt !== null).length,
    maxLatency: latencies.length ? Math.max(...latencies) : null,
    resources: await page.evaluate(`(${readResources})()`),
  };
}

/** A cold-cache load and scroll-through, then a reload with the HTTP cache warm. */
async function measure(browser, url, expectedCards) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.addInitScript(installObservers);
  const cold = await loadGallery(page, url, expectedCards);
  const scrolled = await scrollThrough(page, expectedCards);
  const warm = await loadGallery(page, url, expectedCards);
  await context.close();
  return { cold, scrolled, warm };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => (value === null || Number.isNaN(value) ? 'n/a' : `${Math.round(value)} ms`);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main() {
  const runs = Math.max(1, Number(args.runs) || 5);
  const processes = [];
  const servers = [];
  let browser;
  try {
    if (!args['no-build']) {
      const buildMs = await run('pnpm', ['--filter', 'mf-campaigns', 'build'], ROOT);
      console.log(`build: ${(buildMs / 1000).toFixed(1)} s`);
    }
    const serve = spawn(
      'node',
      ['web-server/src/serve-remote.mjs', '--dir', 'mf-campaigns/dist', '--port', String(STATIC_PORT)],
      { cwd: ROOT, stdio: 'ignore' },
    );
    processes.push(serve);
    await waitForHttp(`http://127.0.0.1:${STATIC_PORT}/1.0.0/index.html`);
    servers.push(await startFrontServer({ port: FRONT_PORT, staticPort: STATIC_PORT, apiPort: API_PORT }));

    const apiCards = args.mode === 'fixture' ? 0 : await apiGalleryCards();
    const mode = args.mode ?? (apiCards >= CARDS ? 'api' : 'fixture');
    if (mode === 'api' && apiCards < CARDS)
      throw new Error(`the API on ${API_PORT} answered ${apiCards} cards, not ${CARDS}`);
    const query = mode === 'api' ? `?limit=${CARDS}` : `?limit=${CARDS}&fixture=${CARDS}&imageBase=/bench-images/`;
    const url = `http://127.0.0.1:${FRONT_PORT}/1.0.0/index.html${query}`;
    console.log(
      `mode: ${mode} (${mode === 'api' ? `real API on ${API_PORT}` : 'fixture gallery, images served as files'}), ${CARDS} cards, viewport 1280x800, ${runs} cold runs`,
    );
    console.log(
      `machine: ${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')}`,
    );

    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
    const results = [];
    for (let index = 0; index < runs; index += 1) {
      const { cold, scrolled, warm } = await measure(browser, url, CARDS);
      results.push({ cold, scrolled, warm });
      console.log(
        `run ${index + 1}: cold: cards ${ms(cold.cardsAt)}, last image on screen painted ${ms(cold.foldLastPaint)} (${cold.foldImages} images); ` +
          `scrolled: ${scrolled.painted} painted, worst ${ms(scrolled.maxLatency)} after coming into view; warm: ${ms(warm.foldLastPaint)}`,
      );
    }
    const pick = (read) => median(results.map(read));
    const low = (read) => Math.min(...results.map(read));
    const figure = (label, read) =>
      console.log(`  ${label.padEnd(34)} median ${ms(pick(read))}, best ${ms(low(read))}`);
    const { cold, scrolled } = results[0];
    console.log('\nfigures');
    if (mode === 'api') {
      figure('sign-in request (standalone only)', (r) => r.cold.resources.loginDuration ?? Number.NaN);
      figure('gallery request', (r) => r.cold.resources.galleryDuration ?? Number.NaN);
      figure('gallery response end (cold)', (r) => r.cold.resources.galleryResponseEnd ?? Number.NaN);
    }
    figure('50 cards rendered (cold)', (r) => r.cold.cardsAt);
    figure('largest contentful paint (cold)', (r) => r.cold.resources.lcp ?? Number.NaN);
    figure('last image on screen painted (cold)', (r) => r.cold.foldLastPaint);
    figure('last image on screen painted (warm)', (r) => r.warm.foldLastPaint);
    figure('image paint after scrolling into view', (r) => r.scrolled.maxLatency ?? Number.NaN);
    console.log(
      `  images fetched at first load       ${cold.resources.imageRequests} requests, ${kb(cold.resources.imageTransfer)} transferred (${kb(cold.resources.imageBody)} bodies)`,
    );
    console.log(
      `  images after scrolling through 50  ${scrolled.resources.imageRequests} requests, ${kb(scrolled.resources.imageTransfer)} transferred (${kb(scrolled.resources.imageBody)} bodies)`,
    );
    console.log(
      `  scripts (cold)                     ${cold.resources.scriptRequests} requests, ${kb(cold.resources.scriptTransfer)} transferred (uncompressed static server)`,
    );
    const verdict = pick((r) => r.cold.foldLastPaint) < AIM_MS ? 'within' : 'over';
    console.log(`\n${verdict} the aim of ${AIM_MS} ms (median, cold cache) to the last image painted on screen`);
  } finally {
    await browser?.close();
    for (const server of servers) server.close();
    for (const child of processes) child.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
