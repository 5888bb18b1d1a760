// @ts-check
// The public pages drawn on the shell's server with the pinned mf-marketing's server build: the
// pin decides the build, a new pin takes effect without a restart, and anything wrong leaves the
// page to the browser.
import Fastify from 'fastify';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createShellServer } from '../src/shell-server/shell-server.mjs';
import { createFixtureSite } from './fixture-site.mjs';
import { httpGet } from './http-get.mjs';

const INDEX_HTML = `<!doctype html>
<html lang="es">
  <head><title>AdIntel</title></head>
  <body><div id="root"></div></body>
</html>`;

/** A server build as mf-marketing's is called: it draws the version and what it was asked. */
const buildDrawing = (/** @type {string} */ version) => `
export const contractVersion = '1.1.0';
export async function renderPage({ url, language, apiBase, config }) {
  if (url.startsWith('/marketing/unsubscribe')) return null;
  const missing = url.startsWith('/marketing/spot/404');
  return {
    status: missing ? 404 : 200,
    markup: '<div id="server-page"><h1>' + ${JSON.stringify(version)} + ' ' + url + ' ' + language + '</h1>'
      + '<p>' + apiBase + ' ' + config.name + ' ' + (config.external.supportEmail ?? '') + '</p></div>',
  };
}`;

const site = createFixtureSite((root) => writeFileSync(path.join(root, 'index.html'), INDEX_HTML));
const environmentsDir = path.join(site.base, 'environments');
mkdirSync(environmentsDir);

const remote = Fastify();
/** @type {Record<string, string>} server builds by version */
const builds = {
  '1.0.0': buildDrawing('v1'),
  '2.0.0': buildDrawing('v2'),
  '4.0.0': 'export async function renderPage() { throw new Error("the build broke"); }',
  '5.0.0': 'export function renderPage() { return new Promise(() => undefined); }',
  '6.0.0': 'export const renderPage = async () => ({ markup: 42 });',
};
remote.get('/:version/server/render-page.mjs', async (request, reply) => {
  const { version } = /** @type {{ version: string }} */ (request.params);
  const text = builds[version];
  return text ? reply.type('text/javascript').send(text) : reply.code(404).send('not found');
});

let port = 0;
let remoteOrigin = '';
/** @type {import('fastify').FastifyInstance} */
let shell;

/** Pins mf-marketing to `version` in the environment file, as the remotes CLI would. @param {string} version */
function pin(version) {
  const manifestUrl = `${remoteOrigin}/${version}/mf-manifest.json`;
  writeFileSync(
    path.join(environmentsDir, 'local.json'),
    JSON.stringify({
      name: 'local',
      production: false,
      remotes: { 'mf-marketing': { version, manifestUrl } },
      external: { supportEmail: 'help@adintel.test' },
      allowedOrigins: [],
    }),
  );
}

/** @param {string} pathname @param {Record<string, string>} [headers] */
async function page(pathname, headers) {
  const answer = await httpGet(`http://127.0.0.1:${port}${pathname}`, headers);
  return { ...answer, html: answer.body.toString('utf8') };
}

before(async () => {
  await remote.listen({ port: 0, host: '127.0.0.1' });
  remoteOrigin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (remote.server.address()).port}`;
  pin('1.0.0');
  shell = await createShellServer({
    distDir: site.root,
    environmentsDir,
    suiteEnv: 'local',
    apiUrl: 'http://127.0.0.1:9',
    serverRenderTimeLimitMs: 500,
  });
  await shell.listen({ port: 0, host: '127.0.0.1' });
  port = /** @type {import('node:net').AddressInfo} */ (shell.server.address()).port;
});
after(async () => {
  await shell.close();
  await remote.close();
  site.remove();
});

describe("the public pages' first HTML", () => {
  test('carries the page drawn by the pinned version, #root hidden below it until the app takes over', async () => {
    pin('1.0.0');
    const { status, html } = await page('/marketing/report/AR?lang=pt');
    assert.equal(status, 200);
    assert.match(
      html,
      /<div id="server-page"><h1>v1 \/marketing\/report\/AR\?lang=pt pt<\/h1><p>http:\/\/127\.0\.0\.1:9\/api local help@adintel\.test<\/p><\/div><div id="root" hidden><\/div>/,
    );
  });

  test('a new pin draws with the new version on the next request, without a restart', async () => {
    pin('1.0.0');
    assert.match((await page('/marketing/signup')).html, /<h1>v1 /);
    pin('2.0.0');
    assert.match((await page('/marketing/signup', { 'accept-language': 'en' })).html, /<h1>v2 \/marketing\/signup en</);
  });

  test('a page the remote names missing is a 404 with its page', async () => {
    pin('2.0.0');
    const { status, html } = await page('/marketing/spot/404');
    assert.equal(status, 404);
    assert.match(html, /<h1>v2 \/marketing\/spot\/404/);
  });

  test('is the plain app for a page the remote leaves to the browser, and for the dashboard', async () => {
    pin('2.0.0');
    for (const pathname of ['/marketing/unsubscribe?token=abc', '/dashboard/shareofvoice', '/login']) {
      const { status, html } = await page(pathname);
      assert.equal(status, 200, pathname);
      assert.match(html, /<div id="root"><\/div>/, pathname);
      assert.doesNotMatch(html, /server-page/, pathname);
    }
  });

  for (const [version, what] of /** @type {const} */ ([
    ['3.0.0', 'no server build'],
    ['4.0.0', 'a build that throws'],
    ['5.0.0', 'a build that never answers'],
    ['6.0.0', 'a build that answers nonsense'],
  ])) {
    test(`is the plain app, in time, with ${what}`, async () => {
      pin(version);
      const started = performance.now();
      const { status, html } = await page('/marketing/report-list');
      assert.equal(status, 200);
      assert.match(html, /<div id="root"><\/div>/);
      assert.doesNotMatch(html, /server-page/);
      assert.ok(performance.now() - started < 5_000);
    });
  }
});
