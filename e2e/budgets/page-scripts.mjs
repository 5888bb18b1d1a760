// @ts-check
// The built suite served as production serves it, for the budget check: the shell's own server
// (web-server/src/shell-server/) on a free port, its /api proxied to the given API and, when
// asked, every remote's dist/ on a port of its own under a copy of the `local` environment that
// points at those ports (the started suite's are left alone). `scriptsUntil` opens one page in
// Chromium and lists the scripts of the build it requested until the page was ready.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRemoteServer } from '../../web-server/src/remote-server.mjs';
import { createShellServer } from '../../web-server/src/shell-server/shell-server.mjs';

/** The gzip size of a built file: its `.gz` from the build, else gzipped here (below 1 KB). */
export function gzipSize(/** @type {string} */ file) {
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** What the suite's servers send a browser that takes brotli: the build's `.br`, else its gzip. */
function sentSize(/** @type {string} */ file) {
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : gzipSize(file);
}

const portOf = (/** @type {{ server: import('node:http').Server }} */ app) => {
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
};

/**
 * @param {{ root: string, apiUrl: string, remotes: string[] }} options  remotes: the packages to
 *   serve (none: the real `local` environment, whose remotes need not answer)
 */
export async function serveBuiltSuite({ root, apiUrl, remotes }) {
  const environmentsDir = remotes.length
    ? mkdtempSync(path.join(os.tmpdir(), 'budgets-env-'))
    : path.join(root, 'environments');
  const shell = await createShellServer({
    distDir: path.join(root, 'shell', 'dist'),
    environmentsDir,
    suiteEnv: 'local',
    apiUrl,
  });
  await shell.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${portOf(shell)}`;
  /** @type {Map<string, string>} origin -> the dist/ folder it serves */
  const folders = new Map([[origin, path.join(root, 'shell', 'dist')]]);
  const servers = [shell];
  if (remotes.length) {
    const local = JSON.parse(readFileSync(path.join(root, 'environments', 'local.json'), 'utf8'));
    local.allowedOrigins = [];
    for (const remote of remotes) {
      const server = await createRemoteServer({ root: path.join(root, remote, 'dist'), allowedOrigins: [origin] });
      await server.listen({ port: 0, host: '127.0.0.1' });
      servers.push(server);
      const remoteOrigin = `http://127.0.0.1:${portOf(server)}`;
      folders.set(remoteOrigin, path.join(root, remote, 'dist'));
      const pin = local.remotes[remote];
      pin.manifestUrl = `${remoteOrigin}${new URL(pin.manifestUrl).pathname}`;
      local.allowedOrigins.push(remoteOrigin);
    }
    writeFileSync(path.join(environmentsDir, 'local.json'), JSON.stringify(local, null, 2));
  }
  return {
    origin,
    /**
     * The scripts of the build the page requested from opening `pathname` until `ready` resolved,
     * each named by its package's folder and its path, with its gzip size and its size as sent.
     * @param {import('@playwright/test').Browser} browser
     * @param {string} pathname
     * @param {(page: import('@playwright/test').Page) => Promise<unknown>} ready
     */
    async scriptsUntil(browser, pathname, ready) {
      const page = await browser.newPage();
      /** @type {Set<string>} */
      const files = new Set();
      page.on('request', (request) => {
        const url = new URL(request.url());
        const folder = folders.get(url.origin);
        if (request.resourceType() !== 'script' || !folder) return;
        const file = path.join(folder, url.pathname);
        if (existsSync(file)) files.add(file);
      });
      try {
        await page.goto(`${origin}${pathname}`);
        await ready(page);
        return [...files].sort().map((file) => ({
          file: path.relative(root, file).replace(/^shell\/dist/, ''),
          gzip: gzipSize(file),
          sent: sentSize(file),
        }));
      } finally {
        await page.close();
      }
    },
    async close() {
      await Promise.all(servers.map((server) => server.close()));
      if (remotes.length) rmSync(environmentsDir, { recursive: true, force: true });
    },
  };
}
