#!/usr/bin/env node
// @ts-check
// The script-size budget of issue 16, checked on the production build (scripts/test.sh runs it
// right after `pnpm build`): fails when the scripts /login needs, any remote's remoteEntry.js or
// the charts library the shell serves grow more than 10 % over budgets.json, or when a public
// page's scripts pass the cap of issue 56 (200 KB as sent: the brotli files). Budgets are on the
// gzip files the build wrote (`.gz` beside each script); both are files, so the check is
// deterministic: no timing, no network figures.
// Which scripts a page needs is not guessed from the chunk graph: Chromium opens the built shell,
// served by the shell's own server, until the page's main content shows and takes input, and the
// check adds up the gzip size of every script of the build the page requested. /login is opened
// with no API and no remote (it must show without them); the public marketing pages with every
// remote served and a small fake API (fake-public-api.mjs), so they draw the same on every run.
//
//   pnpm budgets:check     compare with e2e/budgets/budgets.json
//   pnpm budgets:write     write today's sizes as the budget (after a deliberate change)
import { createServer } from 'node:http';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { readRemoteRegistry } from '../../tooling/remote-registry/remote-registry.mjs';
import { FIXTURE_ADVERTISER, startFakePublicApi } from './fake-public-api.mjs';
import { gzipSize, serveBuiltSuite } from './page-scripts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const budgetFile = path.join(root, 'e2e', 'budgets', 'budgets.json');
const REMOTES = readRemoteRegistry().map((remote) => remote.name);
const TOLERANCE = 0.1;
const { values } = parseArgs({ options: { write: { type: 'boolean' } } });
const budget = JSON.parse(readFileSync(budgetFile, 'utf8'));

/**
 * When a page counts as usable, by what a visitor sees: its first field or link takes a click
 * (Playwright's checks: visible, steady, enabled, not covered), or its heading is drawn. A public
 * page's content is in its first HTML, drawn by the shell's server with no script at all: what is
 * counted is the app's page in #root once it has taken that copy's place, so the page's own code
 * is held to the cap too.
 * @type {{ pattern: RegExp, ready: (page: import('@playwright/test').Page) => Promise<unknown> }[]}
 */
const READY = [
  {
    pattern: /^\/login$/,
    ready: (page) =>
      Promise.all([
        page.getByLabel(/email/i).waitFor(),
        page.getByLabel('Password', { exact: true }).waitFor(),
        page.getByRole('button', { name: /log in/i }).waitFor(),
      ]),
  },
  // The sign-up form's first field.
  {
    pattern: /^\/marketing\/signup$/,
    ready: (page) => page.locator('#root form').getByRole('textbox').first().click({ trial: true }),
  },
  // A report list's first report's first link (its document, or its country's page).
  {
    pattern: /^\/marketing\/report(-list|\/[A-Z]{2})$/,
    ready: (page) =>
      page.locator('#root').getByRole('article').first().getByRole('link').first().click({ trial: true }),
  },
  // The spot's heading, which names its advertiser.
  {
    pattern: /^\/marketing\/spot\/\d+$/,
    ready: (page) => page.locator('#root').getByRole('heading', { level: 1, name: FIXTURE_ADVERTISER }).waitFor(),
  },
];

/** Per page, the scripts it requested until usable: /login first, then the public pages. */
async function pageScripts(/** @type {string[]} */ publicPages) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  // No API behind the proxy, only an answer that it is unavailable: /login must show without it.
  const noApi = createServer((_request, response) => response.writeHead(503).end());
  await new Promise((resolve) => noApi.listen(0, '127.0.0.1', () => resolve(undefined)));
  const noApiAddress = noApi.address();
  const fakeApi = await startFakePublicApi();
  /** @type {Record<string, { file: string, gzip: number, sent: number }[]>} */
  const scripts = {};
  try {
    const bare = await serveBuiltSuite({
      root,
      apiUrl: `http://127.0.0.1:${typeof noApiAddress === 'object' && noApiAddress ? noApiAddress.port : 9}`,
      remotes: [],
    });
    try {
      scripts['/login'] = await bare.scriptsUntil(browser, '/login', readyOf('/login'));
    } finally {
      await bare.close();
    }
    const suite = await serveBuiltSuite({ root, apiUrl: fakeApi.url, remotes: REMOTES });
    try {
      for (const pathname of publicPages)
        scripts[pathname] = await suite.scriptsUntil(browser, pathname, readyOf(pathname));
    } finally {
      await suite.close();
    }
    return scripts;
  } finally {
    await browser.close();
    noApi.close();
    await fakeApi.close();
  }
}

function readyOf(/** @type {string} */ pathname) {
  const rule = READY.find(({ pattern }) => pattern.test(pathname));
  if (!rule) throw new Error(`budgets.json names ${pathname}, which check-budgets.mjs has no "ready" rule for`);
  return rule.ready;
}

function remoteEntrySizes() {
  /** @type {Record<string, number>} */
  const sizes = {};
  for (const remote of REMOTES) {
    const { version } = JSON.parse(readFileSync(path.join(root, remote, 'package.json'), 'utf8'));
    sizes[remote] = gzipSize(path.join(root, remote, 'dist', version, 'remoteEntry.js'));
  }
  return sizes;
}

/**
 * The charts library as the shell serves it to every view that draws (@ant-design/plots with G2
 * and G, the largest script of a walk): every script of the shell's build whose source map names
 * G2's modules. A second copy of one of its packages, or one it imports and no chart uses, shows
 * here (docs/performance.md, "What the charts library carried").
 */
function chartsLibrarySize() {
  const distDir = path.join(root, 'shell', 'dist');
  const scripts = readdirSync(distDir).filter(
    (file) =>
      file.endsWith('.js') &&
      existsSync(path.join(distDir, `${file}.map`)) &&
      readFileSync(path.join(distDir, `${file}.map`), 'utf8').includes('/@antv/g2/'),
  );
  if (scripts.length === 0) throw new Error('No script of shell/dist holds @antv/g2: is the shell built?');
  return scripts.reduce((sum, file) => sum + gzipSize(path.join(distDir, file)), 0);
}

const publicPages = Object.keys(budget.publicPages.scriptsGzip);
const scripts = await pageScripts(publicPages);
const total = (/** @type {string} */ pathname, key = /** @type {'gzip' | 'sent'} */ ('gzip')) =>
  scripts[pathname].reduce((sum, script) => sum + script[key], 0);
const measured = {
  loginScriptsGzip: total('/login'),
  publicPagesScriptsGzip: Object.fromEntries(publicPages.map((pathname) => [pathname, total(pathname)])),
  remoteEntriesGzip: remoteEntrySizes(),
  chartsLibraryGzip: chartsLibrarySize(),
};

if (values.write) {
  const { publicPagesScriptsGzip, ...others } = measured;
  const written = {
    about:
      'Script budget (issue 16), gzip bytes of the production build. The check fails above budget + 10 %. Update with `pnpm budgets:write`.',
    ...others,
    publicPages: { ...budget.publicPages, scriptsGzip: publicPagesScriptsGzip },
  };
  writeFileSync(budgetFile, `${JSON.stringify(written, null, 2)}\n`);
  Object.assign(budget, written);
  console.log(`budgets written to ${path.relative(root, budgetFile)}`);
}

const cap = budget.publicPages.capAsSent;
const kb = (/** @type {number} */ bytes) => `${Math.round(bytes / 1024)} KB`;
/** @type {[string, number, number | undefined, string?][]} label, size, budget, page (held to the cap) */
const rows = [
  ['/login scripts', measured.loginScriptsGzip, budget.loginScriptsGzip, '/login'],
  ...publicPages.map(
    (pathname) =>
      /** @type {[string, number, number | undefined, string]} */ ([
        `${pathname} scripts`,
        measured.publicPagesScriptsGzip[pathname],
        budget.publicPages.scriptsGzip[pathname],
        pathname,
      ]),
  ),
  ...REMOTES.map(
    (remote) =>
      /** @type {[string, number, number | undefined]} */ ([
        `${remote} remoteEntry.js`,
        measured.remoteEntriesGzip[remote],
        budget.remoteEntriesGzip[remote],
      ]),
  ),
  ['charts library (shell)', measured.chartsLibraryGzip, budget.chartsLibraryGzip],
];
let overBudget = false;
let overCap = false;
for (const [label, size, allowed, page] of rows) {
  const over = typeof allowed !== 'number' || size > allowed * (1 + TOLERANCE);
  const beyondCap = page !== undefined && total(page, 'sent') > cap;
  overBudget ||= over;
  overCap ||= beyondCap;
  const change = typeof allowed === 'number' ? `${(((size - allowed) / allowed) * 100).toFixed(1)} %` : 'no budget';
  // The cap is on what the servers send a browser (brotli, 13–15 % less than gzip), as issue 56 counts.
  const capText = page
    ? `; ${kb(total(page, 'sent'))} as sent (brotli), cap ${kb(cap)}${beyondCap ? ': OVER the cap' : ''}`
    : '';
  console.log(
    `${over || beyondCap ? 'OVER' : 'ok  '}  ${label.padEnd(32)} ${String(size).padStart(8)} B gzip, budget ${allowed} B (${change})${capText}`,
  );
}
console.log(`/login loads: ${scripts['/login'].map((script) => `${script.file} (${script.gzip} B)`).join(', ')}`);
for (const pathname of publicPages) {
  const largest = [...scripts[pathname]].sort((a, b) => b.gzip - a.gzip).slice(0, 5);
  console.log(
    `${pathname} loads ${scripts[pathname].length} scripts, the largest: ${largest.map((script) => `${script.file} (${script.gzip} B)`).join(', ')}`,
  );
}
if (overBudget) {
  console.error(
    '\nA script grew more than 10 % over its budget (e2e/budgets/budgets.json). Make it smaller, or if the growth is deliberate, run `pnpm budgets:write` and commit the new budget.',
  );
}
if (overCap) {
  console.error(
    `\nA public page requests more than ${kb(cap)} of script (as sent) before its main content takes input: the aim of issue 56, which \`pnpm budgets:write\` does not move. Make the page smaller.`,
  );
}
if (overBudget || overCap) process.exit(1);
