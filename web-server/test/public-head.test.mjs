// @ts-check
import Fastify from 'fastify';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { languageFor, spotCardPath } from '../src/shell-server/public-head.mjs';
import { createShellServer } from '../src/shell-server/shell-server.mjs';
import { createFixtureSite } from './fixture-site.mjs';
import { httpGet } from './http-get.mjs';

const INDEX_HTML = `<!doctype html>
<html lang="es">
  <head>
    <title>AdIntel</title>
    <style>body { margin: 0; }</style>
  </head>
  <body><div id="root"></div></body>
</html>`;

const site = createFixtureSite((root) => writeFileSync(path.join(root, 'index.html'), INDEX_HTML));
const environmentsDir = path.join(site.base, 'environments');
mkdirSync(environmentsDir);
writeFileSync(
  path.join(environmentsDir, 'local.json'),
  JSON.stringify({ name: 'local', production: false, remotes: {}, allowedOrigins: [] }),
);

const api = Fastify();
api.get('/api/getspot/:id', async (request, reply) => {
  const { id } = /** @type {{ id: string }} */ (request.params);
  if (id === '7') {
    return {
      id: 7,
      advertiser: 'Tom & Jerry "<script>"',
      date: '2026-11-30',
      creativity: '/api/public/spots/7/creative.svg',
      screenshot: 'https://elsewhere.test/leak.png',
    };
  }
  return reply.code(404).send({ message: 'Spot not found' });
});

let port = 0;
/** @type {import('fastify').FastifyInstance} */
let shell;
before(async () => {
  await api.listen({ port: 0, host: '127.0.0.1' });
  const apiAddress = /** @type {import('node:net').AddressInfo} */ (api.server.address());
  shell = await createShellServer({
    distDir: site.root,
    environmentsDir,
    suiteEnv: 'local',
    apiUrl: `http://127.0.0.1:${apiAddress.port}`,
  });
  await shell.listen({ port: 0, host: '127.0.0.1' });
  port = /** @type {import('node:net').AddressInfo} */ (shell.server.address()).port;
});
after(async () => {
  await shell.close();
  await api.close();
  site.remove();
});

/** @param {string} pathname @param {Record<string, string>} [headers] */
async function page(pathname, headers) {
  const answer = await httpGet(`http://127.0.0.1:${port}${pathname}`, headers);
  return { ...answer, html: answer.body.toString('utf8') };
}
/** @param {string} html @param {string} attribute @param {string} name */
const meta = (html, attribute, name) => new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];

describe('public pages carry preview tags', () => {
  for (const pathname of [
    '/login',
    '/marketing/signup',
    '/marketing/report-list',
    '/marketing/report/BR',
    '/marketing/spot/7',
  ]) {
    test(`${pathname}: one title, description, canonical, Open Graph, Twitter, hreflang`, async () => {
      const { status, html, headers } = await page(pathname);
      assert.equal(status, 200);
      assert.equal(html.match(/<title>/g)?.length, 1);
      assert.ok(meta(html, 'name', 'description'));
      assert.match(html, new RegExp(`<link rel="canonical" href="http://127.0.0.1:${port}${pathname}" />`));
      for (const property of ['og:title', 'og:description', 'og:url', 'og:type', 'og:locale'])
        assert.ok(meta(html, 'property', property), property);
      assert.ok(meta(html, 'name', 'twitter:card'));
      for (const lang of ['es', 'en', 'pt', 'x-default']) assert.match(html, new RegExp(`hreflang="${lang}"`));
      // The nonce mechanism still holds.
      assert.match(html, /<meta name="csp-nonce" content="[A-Za-z0-9_-]{22}" \/>/);
      assert.match(String(headers['vary']), /Accept-Language/);
    });
  }

  test('a crawler with no language preference gets Spanish; a preference picks the best of es/en/pt', async () => {
    assert.equal(meta((await page('/marketing/signup')).html, 'property', 'og:locale'), 'es_AR');
    assert.match((await page('/marketing/signup')).html, /<html lang="es"/);
    const english = await page('/marketing/signup', { 'accept-language': 'fr-FR, en-GB;q=0.8, pt;q=0.5' });
    assert.match(english.html, /<title>Create an account · AdIntel<\/title>/);
    assert.match(english.html, /<html lang="en"/);
    assert.match(
      (await page('/marketing/report/BR?lang=pt')).html,
      /<title>Publicidade digital em Brasil · AdIntel<\/title>/,
    );
    assert.equal(languageFor('de, fr;q=0.9'), 'es');
    assert.equal(languageFor('pt-BR;q=0.4, en;q=0'), 'pt');
  });

  test("a spot's advertiser and date go into the tags, escaped", async () => {
    const { html } = await page('/marketing/spot/7', { 'accept-language': 'en' });
    assert.match(html, /<title>Tom &#38; Jerry &#34;&#60;script&#62;&#34;: ad of 2026-11-30 · AdIntel<\/title>/);
    assert.doesNotMatch(html, /<script>/);
    // Nothing else of the spot's answer: not even its own addresses, let alone an outside one.
    assert.doesNotMatch(html, /elsewhere\.test|creative\.svg/);
  });

  test("a spot's image is its PNG card, which messengers show large, with its size and an alt text", async () => {
    const { html } = await page('/marketing/spot/7', { 'accept-language': 'en' });
    const card = `http://127.0.0.1:${port}${spotCardPath(7)}`;
    assert.equal(card, `http://127.0.0.1:${port}/api/public/spots/7/card.png`);
    assert.equal(meta(html, 'property', 'og:image'), card);
    assert.equal(meta(html, 'property', 'og:image:type'), 'image/png');
    assert.equal(meta(html, 'property', 'og:image:width'), '1200');
    assert.equal(meta(html, 'property', 'og:image:height'), '630');
    const alt = 'Creative by Tom &#38; Jerry &#34;&#60;script&#62;&#34;, seen on 2026-11-30';
    assert.equal(meta(html, 'property', 'og:image:alt'), alt);
    assert.equal(meta(html, 'name', 'twitter:card'), 'summary_large_image');
    assert.equal(meta(html, 'name', 'twitter:image'), card);
    assert.equal(meta(html, 'name', 'twitter:image:alt'), alt);
    const spanish = (await page('/marketing/spot/7?lang=es')).html;
    assert.equal(
      meta(spanish, 'property', 'og:image:alt'),
      alt.replace('Creative by', 'Creatividad de').replace('seen on', 'vista el'),
    );
  });

  test('an unknown spot gets a generic title and no image', async () => {
    const { status, html } = await page('/marketing/spot/999');
    assert.equal(status, 200);
    assert.match(html, /<title>Aviso · AdIntel<\/title>/);
    assert.equal(meta(html, 'property', 'og:image'), undefined);
    assert.equal(meta(html, 'name', 'twitter:card'), 'summary');
  });

  test('the ETag names the tags: a revalidation in the same language is a 304', async () => {
    const first = await page('/marketing/signup', { 'accept-language': 'pt' });
    const again = await page('/marketing/signup', {
      'accept-language': 'pt',
      'if-none-match': String(first.headers.etag),
    });
    assert.equal(again.status, 304);
    const other = await page('/marketing/signup', {
      'accept-language': 'en',
      'if-none-match': String(first.headers.etag),
    });
    assert.equal(other.status, 200);
  });

  test('dashboard routes carry no public tags', async () => {
    const { html } = await page('/dashboard/shareofvoice', { 'accept-language': 'en' });
    assert.match(html, /<title>AdIntel<\/title>/);
    assert.doesNotMatch(html, /og:|twitter:|canonical|hreflang|name="description"/);
  });
});

describe('robots.txt and sitemap.xml', () => {
  test('robots allows the public pages, keeps out /dashboard and /api, names the sitemap', async () => {
    const { status, html } = await page('/robots.txt');
    assert.equal(status, 200);
    assert.match(html, /^Disallow: \/dashboard$/m);
    assert.match(html, /^Disallow: \/api$/m);
    assert.match(html, new RegExp(`^Sitemap: http://127.0.0.1:${port}/sitemap.xml$`, 'm'));
  });

  test('the sitemap lists the public pages and a report per country, with hreflang alternates', async () => {
    const { status, html, headers } = await page('/sitemap.xml');
    assert.equal(status, 200);
    assert.match(String(headers['content-type']), /application\/xml/);
    for (const pathname of [
      '/marketing/signup',
      '/marketing/report-list',
      '/marketing/report/AR',
      '/marketing/report/BR',
    ]) {
      assert.match(html, new RegExp(`<loc>http://127.0.0.1:${port}${pathname}</loc>`));
    }
    assert.match(html, /hreflang="x-default"/);
    assert.doesNotMatch(html, /dashboard|\/api/);
  });
});
