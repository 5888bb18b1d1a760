#!/usr/bin/env node
/* global window, document, getComputedStyle -- functions passed to addInitScript/evaluate run in
   the browser */
// pnpm bench:dev [--runs 10]: a feature team's loop, measured (docs/performance.md, "bench:dev").
//   start cold  `pnpm dev mf-sov` to Share of Voice drawn inside the shell, webpack's cache off and
//               the shell's development build to make (a new checkout)
//   start warm  the same with webpack's cache and the shell's last build (one untimed start first)
//   component   a text edit in a component of mf-sov, saved, to the new text in the page,
//               asserting no reload and that the search box, the scroll and the page's state stayed
//   style       an antd gap (CSS-in-JS class) edited, to the new gap drawn, same assertions
//   contract    a breaking change to shared-contracts (an export made private), saved, to the error
//               in the page's overlay
// Cold and warm starts alternate, and so do the two kinds of edit. The market must be seeded (the
// start command run once); the bench starts the API on it once, as the started suite would, so
// every dev start reuses it. Every edited file is restored, also on Ctrl+C.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { answers } from '../../scripts/lib/wait-for.mjs';
import { speedCheckLine, speedCheckMs } from '../../tooling/bench/speed-check.mjs';
import { medianRange } from '../../tooling/bench/stats.mjs';
import { devShellUrl, SUITE_API_URL } from '../../tooling/dev/dev-plan.mjs';
import { readRemoteRegistry } from '../../tooling/remote-registry/remote-registry.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    // starts,edits,contract (all by default): a part alone while working on it.
    parts: { type: 'string', default: 'starts,edits,contract' },
  },
});
const runs = Number(values.runs);
const parts = new Set(values.parts.split(','));
const sov = readRemoteRegistry().filter((remote) => remote.name === 'mf-sov');
const DEMO = { email: 'analyst@demo.test', password: 'demo1234' };

const VIEW_FILE = path.join(root, 'mf-sov/src/features/share-of-voice/components/single-country-view.tsx');
const CONTRACT_FILE = path.join(root, 'shared-contracts/src/api/market-search.ts');
const TEXT_ANCHOR = "const mediaTitle = t('charts.mediaMix');";
const GAP_ANCHOR = '<Flex vertical gap={16}>';
const CONTRACT_ANCHOR = 'export type BreakdownDimension = SearchTab;';
const originals = new Map([VIEW_FILE, CONTRACT_FILE].map((file) => [file, readFileSync(file, 'utf8')]));
for (const [file, anchor] of [
  [VIEW_FILE, TEXT_ANCHOR],
  [VIEW_FILE, GAP_ANCHOR],
  [CONTRACT_FILE, CONTRACT_ANCHOR],
]) {
  if (!originals.get(file)?.includes(anchor)) throw new Error(`${path.relative(root, file)} no longer has ${anchor}`);
}
const restore = () => originals.forEach((text, file) => writeFileSync(file, text));
/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
const stopAll = () => children.forEach((child) => child.pid && tryKill(-child.pid));
process.on('exit', () => {
  restore();
  stopAll();
});
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

function tryKill(/** @type {number} */ pid) {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    // gone already
  }
}

if (!existsSync(path.join(root, '.suite', 'pglite'))) {
  console.error('bench:dev needs the market seeded: run the start command once (README), then stop it.');
  process.exit(1);
}

async function until(/** @type {() => Promise<boolean>} */ check, /** @type {string} */ what, timeoutMs = 600_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts a command in its own process group (stopped as a whole), its output kept. */
function start(/** @type {string[]} */ args, /** @type {Record<string, string>} */ env = {}, cwd = root) {
  const child = spawn('node', args, { cwd, env: { ...process.env, ...env }, detached: true });
  children.push(child);
  const output = { text: '' };
  child.stdout?.on('data', (chunk) => (output.text += chunk));
  child.stderr?.on('data', (chunk) => (output.text += chunk));
  return { child, output };
}

async function stop(/** @type {import('node:child_process').ChildProcess} */ child) {
  if (child.pid) tryKill(-child.pid);
  await until(async () => child.exitCode !== null || child.signalCode !== null, 'the dev command to stop', 30_000);
  // Its ports free again before the next start.
  await until(async () => !(await answers('http://127.0.0.1:4000/env.json')), 'port 4000 to free', 30_000);
}

// The API, once, on the seeded market: `pnpm dev` uses a started suite's API when it answers.
if (!(await answers(`${SUITE_API_URL}/api/health`))) {
  const apiStartedAt = Date.now();
  const api = start(
    ['--import', 'tsx', 'src/server.ts'],
    { PORT: '3100', DATA_DIR: path.join(root, '.suite', 'pglite') },
    path.join(root, 'api'),
  );
  await until(async () => {
    if (api.child.exitCode !== null) throw new Error(`The API stopped:\n${api.output.text.slice(-2000)}`);
    return answers(`${SUITE_API_URL}/api/health`);
  }, 'the API');
  console.log(`API up on the seeded market in ${((Date.now() - apiStartedAt) / 1000).toFixed(1)} s (not timed below)`);
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });

/** Logs in on the dev shell (the override in the address) and waits for Share of Voice drawn. */
async function openSov(/** @type {import('@playwright/test').Page} */ page) {
  await page.goto(devShellUrl(sov));
  await page.getByLabel(/email/i).fill(DEMO.email);
  await page.getByLabel(/^password$/i).fill(DEMO.password);
  await page.getByRole('button', { name: /log in/i }).click();
  await page.waitForURL(/\/dashboard\//, { timeout: 120_000 });
  if (!page.url().endsWith('/dashboard/shareofvoice')) await page.goto(`http://localhost:4000/dashboard/shareofvoice`);
  await page.waitForFunction(() => performance.getEntriesByName('sov:charts-drawn').length > 0, null, {
    timeout: 300_000,
  });
}

async function newPage() {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, reducedMotion: 'reduce' });
  await context.addInitScript(() => window.localStorage.setItem('suite.language', 'en'));
  return context.newPage();
}

/** Seconds from the command to Share of Voice drawn inside the shell. */
async function timedStart(/** @type {boolean} */ cold) {
  // Cold: as on a new checkout, no webpack cache and no development build of the shell to serve.
  if (cold) rmSync(path.join(root, '.suite', 'dev', 'shell-sources.txt'), { force: true });
  const startedAt = Date.now();
  const dev = start(['scripts/dev.mjs', 'mf-sov'], cold ? { SUITE_BUILD_CACHE: '0' } : {});
  await until(async () => {
    if (dev.child.exitCode !== null) throw new Error(`pnpm dev stopped:\n${dev.output.text.slice(-2000)}`);
    return dev.output.text.includes('Ready in');
  }, 'pnpm dev to be ready');
  const page = await newPage();
  try {
    await openSov(page);
    return (Date.now() - startedAt) / 1000;
  } finally {
    await page.context().close();
    await stop(dev.child);
  }
}

const load = os
  .loadavg()
  .map((value) => value.toFixed(2))
  .join(', ');
const speedAtStart = speedCheckMs();
console.log(`bench:dev — ${runs} runs; load average at start ${load}; speed check ${speedAtStart} ms`);

// Starts: one untimed warm start fills webpack's cache, then cold and warm alternate.
/** @type {{ cold: number[], warm: number[] }} */
const starts = { cold: [], warm: [] };
if (parts.has('starts')) await timedStart(false);
for (let run = 0; parts.has('starts') && run < runs; run += 1) {
  for (const kind of /** @type {const} */ (['cold', 'warm'])) {
    starts[kind].push(await timedStart(kind === 'cold'));
    console.log(`  start ${kind} #${run + 1}: ${starts[kind].at(-1)?.toFixed(1)} s`);
  }
}

// Edits, in one dev session.
const dev = start(['scripts/dev.mjs', 'mf-sov']);
await until(async () => dev.output.text.includes('Ready in'), 'pnpm dev to be ready');
const page = await newPage();
await openSov(page);
const main = page.getByRole('main');
const search = main.getByRole('searchbox', { name: 'Search' });
await search.scrollIntoViewIfNeeded();
await search.fill('a');
const scrollTop = () => page.evaluate(() => document.scrollingElement?.scrollTop ?? 0);
const scrolled = await scrollTop();
await page.evaluate(() => Object.assign(window, { benchMarker: 'kept' }));

/** Throws unless the page is the same document with the same search box text and scroll. */
async function assertStateKept(/** @type {string} */ after) {
  const marker = await page.evaluate(() => /** @type {{ benchMarker?: string }} */ (window).benchMarker);
  if (marker !== 'kept') throw new Error(`${after}: the page reloaded`);
  if ((await search.inputValue()) !== 'a') throw new Error(`${after}: the search box lost its text`);
  if (Math.abs((await scrollTop()) - scrolled) > 2) throw new Error(`${after}: the scroll moved`);
}

/** Milliseconds from writing `text` to `visible()` answering true. */
async function timedEdit(
  /** @type {string} */ file,
  /** @type {string} */ text,
  /** @type {() => Promise<boolean>} */ visible,
) {
  const savedAt = Date.now();
  writeFileSync(file, text);
  await until(visible, `the edit of ${path.basename(file)} to show`, 60_000);
  return Date.now() - savedAt;
}

const viewText = /** @type {string} */ (originals.get(VIEW_FILE));
/** @type {{ component: number[], style: number[], contract: number[] }} */
const edits = { component: [], style: [], contract: [] };
for (let run = 1; parts.has('edits') && run <= runs; run += 1) {
  const title = `Share by media, edit ${run}`;
  edits.component.push(
    await timedEdit(VIEW_FILE, viewText.replace(TEXT_ANCHOR, `const mediaTitle = '${title}';`), async () =>
      main.getByText(title, { exact: true }).first().isVisible(),
    ),
  );
  await assertStateKept(`component edit ${run}`);
  const gap = run % 2 ? 'large' : 'small';
  const gapPx = gap === 'large' ? '24px' : '8px';
  edits.style.push(
    await timedEdit(VIEW_FILE, viewText.replace(GAP_ANCHOR, `<Flex vertical gap="${gap}">`), async () =>
      page.evaluate(
        (expected) =>
          Array.from(document.querySelectorAll('main .ant-flex-vertical')).some(
            (element) =>
              element.textContent?.includes('Share by media') && getComputedStyle(element).rowGap === expected,
          ),
        gapPx,
      ),
    ),
  );
  await assertStateKept(`style edit ${run}`);
  console.log(`  edit #${run}: component ${edits.component.at(-1)} ms, style ${edits.style.at(-1)} ms`);
}
writeFileSync(VIEW_FILE, viewText);

const contractText = /** @type {string} */ (originals.get(CONTRACT_FILE));
const overlayShows = (/** @type {RegExp} */ pattern) => async () =>
  page
    .frameLocator('#webpack-dev-server-client-overlay')
    .locator('body')
    .textContent({ timeout: 200 })
    .then((text) => pattern.test(text ?? ''))
    .catch(() => false);
const overlayGone = async () => (await page.locator('#webpack-dev-server-client-overlay').count()) === 0;
// Each break is timed from a quiet checker, as a developer meets it: the checks of the edits
// above have ended (no new result for 3 s), and each fix's check has ended clean before the next
// break (the overlay closes as soon as the fix is built, before its check ends).
const results = () =>
  dev.output.text.match(/ForkTsCheckerWebpackPlugin\] (No typescript errors|Found \d+ error)/g) ?? [];
for (let seen = -1; seen !== results().length;) {
  seen = results().length;
  await new Promise((resolve) => setTimeout(resolve, 3_000));
}
for (let run = 1; parts.has('contract') && run <= runs; run += 1) {
  edits.contract.push(
    await timedEdit(
      CONTRACT_FILE,
      contractText.replace(CONTRACT_ANCHOR, 'type BreakdownDimension = SearchTab;'),
      overlayShows(/BreakdownDimension/),
    ),
  );
  const resultsBeforeFix = results().length;
  writeFileSync(CONTRACT_FILE, contractText);
  await until(
    async () => results().length > resultsBeforeFix && /No typescript errors/.test(results().at(-1) ?? ''),
    'the check of the fix to end clean',
    120_000,
  );
  await until(overlayGone, 'the overlay to close once fixed', 120_000);
  console.log(`  contract break #${run}: error shown in ${edits.contract.at(-1)} ms`);
}
await page.context().close();
await stop(dev.child);
await browser.close();

console.log(`
bench:dev — ${runs} runs (median (min–max)); load average at start ${load}
| measure | figure | aim |
| --- | --- | --- |
| start, cold (no webpack cache) | ${medianRange(starts.cold)} s | ≤ 45 s |
| start, warm | ${medianRange(starts.warm)} s | ≤ 12 s |
| component edit to its text in the page, state kept | ${medianRange(edits.component, 0)} ms | ≤ 1,500 ms |
| style edit to its gap drawn, state kept | ${medianRange(edits.style, 0)} ms | — |
| contract break to the error in the page's overlay | ${medianRange(edits.contract, 0)} ms | ≤ 3,000 ms |
${speedCheckLine(speedAtStart)}`);
// The API this bench started keeps its output pipes open: exit, which stops it.
process.exit(0);
