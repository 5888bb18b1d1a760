#!/usr/bin/env node
// @ts-check
// The script-size budget of issue 16, checked on the production build (scripts/test.sh runs it
// right after `pnpm build`): fails when the scripts /login needs, any remote's remoteEntry.js or
// the charts library the shell serves grow more than 10 % over budgets.json. Sizes are the gzip files the build wrote (`.gz` beside
// each script), so the check is deterministic: no timing, no network figures. Which scripts
// /login needs is not guessed from the chunk graph: Chromium opens the built shell (served by the
// shell's own server, no API, no remote) until the login form can be used, and the check adds
// up the gzip size of every script the page requested.
//
//   pnpm budgets:check     compare with e2e/budgets/budgets.json
//   pnpm budgets:write     write today's sizes as the budget (after a deliberate change)
import { createServer } from 'node:http';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { createShellServer } from '../../web-server/src/shell-server/shell-server.mjs';
import { readRemoteRegistry } from '../../tooling/remote-registry/remote-registry.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const budgetFile = path.join(root, 'e2e', 'budgets', 'budgets.json');
const REMOTES = readRemoteRegistry().map((remote) => remote.name);
const TOLERANCE = 0.1;
const { values } = parseArgs({ options: { write: { type: 'boolean' } } });

/** The gzip size of a built file: its `.gz` from the build, else gzipped here (below 1 KB). */
function gzipSize(/** @type {string} */ file) {
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** The shell's scripts requested until the login form is usable, with their gzip sizes. */
async function loginScripts() {
  const distDir = path.join(root, 'shell', 'dist');
  // No API behind the proxy, only an answer that it is unavailable: /login must show without it.
  const noApi = createServer((_request, response) => response.writeHead(503).end());
  await new Promise((resolve) => noApi.listen(0, '127.0.0.1', () => resolve(undefined)));
  const noApiAddress = noApi.address();
  const server = await createShellServer({
    distDir,
    environmentsDir: path.join(root, 'environments'),
    suiteEnv: 'local',
    apiUrl: `http://127.0.0.1:${typeof noApiAddress === 'object' && noApiAddress ? noApiAddress.port : 9}`,
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    /** @type {Set<string>} */
    const scripts = new Set();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script' && url.port === String(port)) scripts.add(url.pathname);
    });
    await page.goto(`http://127.0.0.1:${port}/login`);
    const submit = page.getByRole('button', { name: /log in/i });
    await Promise.all([
      page.getByLabel(/email/i).waitFor(),
      page.getByLabel('Password', { exact: true }).waitFor(),
      submit.waitFor(),
    ]);
    return [...scripts].sort().map((pathname) => ({ file: pathname, gzip: gzipSize(path.join(distDir, pathname)) }));
  } finally {
    await browser.close();
    await server.close();
    noApi.close();
  }
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

const login = await loginScripts();
const measured = {
  loginScriptsGzip: login.reduce((sum, script) => sum + script.gzip, 0),
  remoteEntriesGzip: remoteEntrySizes(),
  chartsLibraryGzip: chartsLibrarySize(),
};

if (values.write) {
  const budget = {
    about:
      'Script budget (issue 16), gzip bytes of the production build. The check fails above budget + 10 %. Update with `pnpm budgets:write`.',
    ...measured,
  };
  writeFileSync(budgetFile, `${JSON.stringify(budget, null, 2)}\n`);
  console.log(`budgets written to ${path.relative(root, budgetFile)}`);
}

const budget = JSON.parse(readFileSync(budgetFile, 'utf8'));
const rows = [
  ['/login scripts', measured.loginScriptsGzip, budget.loginScriptsGzip],
  ...REMOTES.map((remote) => [
    `${remote} remoteEntry.js`,
    measured.remoteEntriesGzip[remote],
    budget.remoteEntriesGzip[remote],
  ]),
  ['charts library (shell)', measured.chartsLibraryGzip, budget.chartsLibraryGzip],
];
let failed = false;
for (const [label, size, allowed] of rows) {
  const over = typeof allowed !== 'number' || size > allowed * (1 + TOLERANCE);
  failed ||= over;
  const change = typeof allowed === 'number' ? `${(((size - allowed) / allowed) * 100).toFixed(1)} %` : 'no budget';
  console.log(
    `${over ? 'OVER' : 'ok  '}  ${String(label).padEnd(30)} ${String(size).padStart(8)} B gzip, budget ${allowed} B (${change})`,
  );
}
console.log(`/login loads: ${login.map((script) => `${script.file} (${script.gzip} B)`).join(', ')}`);
if (failed) {
  console.error(
    '\nA script grew more than 10 % over its budget (e2e/budgets/budgets.json). Make it smaller, or if the growth is deliberate, run `pnpm budgets:write` and commit the new budget.',
  );
  process.exit(1);
}
