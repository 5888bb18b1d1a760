// @ts-check
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createRemoteServer } from '../src/remote-server.mjs';
import { IMMUTABLE, REVALIDATE } from '../src/static-site.mjs';
import { createFixtureSite, ENTRY_SOURCE, HASHED_CHUNK } from './fixture-site.mjs';
import { describeHostileRequests } from './hostile-requests.shared.mjs';
import { httpGet } from './http-get.mjs';

const REQUEST_TIMEOUT_MS = 1_000;
const SHELL = 'http://localhost:3000';
const site = createFixtureSite();
/** @type {import('fastify').FastifyInstance} */
let server;
let port = 0;

before(async () => {
  server = await createRemoteServer({ root: site.root, allowedOrigins: [SHELL], requestTimeoutMs: REQUEST_TIMEOUT_MS });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
after(async () => {
  await server.close();
  site.remove();
});

const url = (/** @type {string} */ path) => `http://127.0.0.1:${port}${path}`;

describe("a remote's server: what strangers send", () => {
  describeHostileRequests({
    port: () => port,
    healthPath: '/1.0.0/mf-manifest.json',
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
    test,
  });
});

describe("a remote's server: compression and caching", () => {
  test('the entry goes out brotli- or gzip-compressed, as the client accepts', async () => {
    const brotli = await fetch(url('/1.0.0/remoteEntry.js'), { headers: { 'accept-encoding': 'br' } });
    assert.equal(brotli.headers.get('content-encoding'), 'br');
    assert.equal(await brotli.text(), ENTRY_SOURCE, 'fetch decodes it back to the same source');

    const gzip = await httpGet(url('/1.0.0/remoteEntry.js'), { 'accept-encoding': 'gzip' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.ok(
      gzip.body.length < ENTRY_SOURCE.length / 5,
      `gzip sent ${gzip.body.length} bytes of ${ENTRY_SOURCE.length}`,
    );

    const plain = await fetch(url('/1.0.0/remoteEntry.js'), { headers: { 'accept-encoding': 'identity' } });
    assert.equal(plain.headers.get('content-encoding'), null);
    await plain.arrayBuffer();
  });

  test('a content-hashed chunk is sent precompressed and cached for a year, immutable', async () => {
    const response = await fetch(url(`/1.0.0/${HASHED_CHUNK}`), { headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-encoding'), 'br');
    assert.equal(response.headers.get('cache-control'), IMMUTABLE);
    assert.match(response.headers.get('vary') ?? '', /accept-encoding/i);
    assert.match(response.headers.get('content-type') ?? '', /javascript/);
    await response.arrayBuffer();
  });

  test('entries and manifests are revalidated: ETag and Last-Modified, then 304 with no body', async () => {
    for (const path of ['/1.0.0/remoteEntry.js', '/1.0.0/mf-manifest.json']) {
      const first = await fetch(url(path));
      assert.equal(first.headers.get('cache-control'), REVALIDATE, path);
      const etag = first.headers.get('etag');
      const lastModified = first.headers.get('last-modified');
      assert.ok(etag && lastModified, `${path} has validators`);
      await first.arrayBuffer();

      const byEtag = await httpGet(url(path), { 'if-none-match': etag, 'accept-encoding': 'br, gzip' });
      assert.equal(byEtag.status, 304, `${path} If-None-Match`);
      assert.equal(byEtag.body.length, 0);
      const byDate = await httpGet(url(path), { 'if-modified-since': lastModified });
      assert.equal(byDate.status, 304, `${path} If-Modified-Since`);
    }
  });

  test("CORS answers the shell's origin only", async () => {
    const fromShell = await fetch(url('/1.0.0/mf-manifest.json'), { headers: { origin: SHELL } });
    assert.equal(fromShell.headers.get('access-control-allow-origin'), SHELL);
    await fromShell.arrayBuffer();
    const fromElsewhere = await fetch(url('/1.0.0/mf-manifest.json'), { headers: { origin: 'https://evil.example' } });
    assert.equal(fromElsewhere.headers.get('access-control-allow-origin'), null);
    await fromElsewhere.arrayBuffer();
  });

  test('a missing file is a plain 404; a folder is not listed', async () => {
    for (const path of ['/1.0.0/nope.js', '/1.0.0/', '/']) {
      const response = await fetch(url(path));
      assert.equal(response.status, 404, path);
      assert.equal(await response.text(), 'Not found');
    }
  });
});
