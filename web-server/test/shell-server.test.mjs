// @ts-check
import Fastify from 'fastify';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { API_NOT_ANSWERING, createShellServer } from '../src/shell-server/shell-server.mjs';
import { IMMUTABLE, REVALIDATE } from '../src/static-site.mjs';
import { createFixtureSite } from './fixture-site.mjs';
import { describeHostileRequests } from './hostile-requests.shared.mjs';
import { httpGet } from './http-get.mjs';

const REQUEST_TIMEOUT_MS = 1_000;
const INDEX_HTML = `<!doctype html>
<html lang="es">
  <head>
    <title>AdIntel</title>
    <style>
      body { margin: 0; }
    </style>
    <script defer src="/main.89abcdef.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;
const ENVIRONMENT = {
  name: 'local',
  production: false,
  remotes: { 'mf-sov': { version: '1.0.0', manifestUrl: 'http://127.0.0.1:3001/1.0.0/mf-manifest.json' } },
  allowedOrigins: ['http://127.0.0.1:3001', 'http://127.0.0.1:3002'],
};

const site = createFixtureSite((root) => {
  writeFileSync(path.join(root, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(root, 'main.89abcdef.js'), `console.log(${JSON.stringify('shell '.repeat(1_000))});`);
});
const environmentsDir = path.join(site.base, 'environments');
mkdirSync(environmentsDir);
writeFileSync(path.join(environmentsDir, 'local.json'), JSON.stringify(ENVIRONMENT, null, 2));

const api = Fastify();
api.get('/api/health', async () => ({ status: 'ok' }));
api.get('/api/whoami', async (request, reply) =>
  reply
    .header('set-cookie', 'refresh_token=abc; HttpOnly; Path=/api/auth')
    .send({ forwardedFor: request.headers['x-forwarded-for'] }),
);
api.get('/api/list/small', async () => ({ industries: ['Retail', 'Banking'] }));
api.get('/api/list/large', async () => ({
  industries: Array.from({ length: 200 }, (_, index) => `Industry ${index}`),
}));
api.get('/api/docs', async (_request, reply) => reply.type('text/html').send('<html>docs</html>'));

/** @type {import('fastify').FastifyInstance} */
let shell;
let port = 0;
before(async () => {
  await api.listen({ port: 0, host: '127.0.0.1' });
  const apiAddress = api.server.address();
  shell = await createShellServer({
    distDir: site.root,
    environmentsDir,
    suiteEnv: 'local',
    apiUrl: `http://127.0.0.1:${typeof apiAddress === 'object' && apiAddress ? apiAddress.port : 0}`,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
  });
  await shell.listen({ port: 0, host: '127.0.0.1' });
  const address = shell.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
after(async () => {
  await shell.close();
  await api.close();
  site.remove();
});

const url = (/** @type {string} */ path) => `http://127.0.0.1:${port}${path}`;

/** @param {string} policy */
function directives(policy) {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe("the shell's server: what strangers send", () => {
  describeHostileRequests({ port: () => port, healthPath: '/env.json', requestTimeoutMs: REQUEST_TIMEOUT_MS, test });
});

describe("the shell's server: the page and its Content-Security-Policy", () => {
  test("every route of the app gets index.html with a fresh nonce its policy allows, scripts from the environment's origins only", async () => {
    const first = await httpGet(url('/dashboard/shareofvoice'));
    const second = await httpGet(url('/login'));
    assert.equal(first.status, 200);
    const policy = String(first.headers['content-security-policy']);
    const nonce = /<meta name="csp-nonce" content="([^"]+)"/.exec(first.body.toString())?.[1];
    assert.ok(nonce, 'the page carries its nonce');
    assert.ok(first.body.toString().includes(`<style nonce="${nonce}">`), "the page's own <style> carries it");
    assert.notEqual(
      nonce,
      /<meta name="csp-nonce" content="([^"]+)"/.exec(second.body.toString())?.[1],
      'a new nonce per page',
    );

    const policyOf = directives(policy);
    assert.deepEqual(policyOf.get('script-src'), ["'self'", 'http://127.0.0.1:3001', 'http://127.0.0.1:3002']);
    assert.ok(policyOf.get('style-src-elem')?.includes(`'nonce-${nonce}'`));
    assert.ok(!policy.includes("'unsafe-eval'"));
    assert.ok(!(policyOf.get('script-src') ?? []).includes("'unsafe-inline'"));
    assert.ok(!(policyOf.get('style-src-elem') ?? []).includes("'unsafe-inline'"));
    assert.deepEqual(policyOf.get('frame-ancestors'), ["'none'"]);
    assert.deepEqual(policyOf.get('object-src'), ["'none'"]);
    assert.equal(first.headers['x-content-type-options'], 'nosniff');
    assert.equal(first.headers['referrer-policy'], 'strict-origin-when-cross-origin');
    assert.equal(first.headers['x-frame-options'], 'DENY');
    assert.equal(first.headers['cache-control'], REVALIDATE);
  });

  test('a new pin in the environment file changes the allowed origins on the next page, without a restart', async () => {
    const file = path.join(environmentsDir, 'local.json');
    const moved = { ...ENVIRONMENT, allowedOrigins: [...ENVIRONMENT.allowedOrigins, 'https://cdn.example.com'] };
    writeFileSync(file, JSON.stringify(moved));
    try {
      const page = await httpGet(url('/'));
      assert.ok(
        directives(String(page.headers['content-security-policy']))
          .get('script-src')
          ?.includes('https://cdn.example.com'),
      );
    } finally {
      writeFileSync(file, JSON.stringify(ENVIRONMENT, null, 2));
    }
  });

  test('a revalidated page is a 304 whose policy still allows the nonce the browser holds', async () => {
    const page = await httpGet(url('/dashboard/snapshots'));
    const nonce = /<meta name="csp-nonce" content="([^"]+)"/.exec(page.body.toString())?.[1];
    const again = await httpGet(url('/dashboard/snapshots'), { 'if-none-match': String(page.headers.etag) });
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
    assert.ok(String(again.headers['content-security-policy']).includes(`'nonce-${nonce}'`));
    // A validator from another build (or forged) gets the whole page with a new nonce.
    const forged = await httpGet(url('/'), { 'if-none-match': '"otherbuild000000.AAAAAAAAAAAAAAAAAAAAAA"' });
    assert.equal(forged.status, 200);
  });
});

describe("the shell's server: a loopback override for one browser", () => {
  const OVERLAY = encodeURIComponent('mf-sov@http://localhost:4001/mf-manifest.json');

  test('admits the build on this machine and its dev socket, from the URL or the cookie, never with eval', async () => {
    for (const [path, headers] of /** @type {const} */ ([
      [`/login?remote-override=${OVERLAY}`, {}],
      ['/dashboard/shareofvoice', { cookie: `theme=dark; suite-overlay=${OVERLAY}` }],
      ['/login?remote-override=mf-sov%404001', {}],
    ])) {
      const page = await httpGet(url(path), headers);
      const policy = String(page.headers['content-security-policy']);
      const policyOf = directives(policy);
      assert.ok(policyOf.get('script-src')?.includes('http://localhost:4001'), `${path}: script-src`);
      assert.ok(policyOf.get('style-src-elem')?.includes('http://localhost:4001'), `${path}: style-src-elem`);
      for (const socket of ['ws://localhost:4001', 'ws://127.0.0.1:4001']) {
        assert.ok(policyOf.get('connect-src')?.includes(socket), `${path}: the dev socket ${socket}`);
      }
      assert.ok(!policy.includes("'unsafe-eval'"));
      // A public page (/login) varies by language too (public-head.test.mjs).
      assert.match(String(page.headers.vary), /^Cookie\b/, 'a shared cache keeps one policy per cookie');
    }
  });

  test('admits nothing without an override, after `clear`, or for an address off this machine', async () => {
    for (const [path, headers] of /** @type {const} */ ([
      ['/login', {}],
      ['/login?remote-override=clear', { cookie: `suite-overlay=${OVERLAY}` }],
      [`/login?remote-override=${encodeURIComponent('mf-sov@http://evil.example/mf-manifest.json')}`, {}],
      [`/login?remote-override=${encodeURIComponent('mf-sov@https://localhost:4001/mf-manifest.json')}`, {}],
      [`/login?remote-override=${encodeURIComponent('mf-sov@http://localhost:4001@evil.example/x.js')}`, {}],
      [`/login?remote-override=${encodeURIComponent('mf-sov@http://localhost:4001/main.js')}`, {}],
      ['/login', { cookie: 'suite-overlay=%E0%A4%A' }],
    ])) {
      const page = await httpGet(url(path), headers);
      assert.equal(page.status, 200, path);
      const policy = String(page.headers['content-security-policy']);
      assert.ok(!policy.includes('localhost') && !policy.includes('evil'), `${path} ${JSON.stringify(headers)}`);
    }
  });

  test('production admits no loopback origin, from the URL or the cookie', async () => {
    writeFileSync(path.join(environmentsDir, 'prod.json'), JSON.stringify({ ...ENVIRONMENT, production: true }));
    const production = await createShellServer({
      distDir: site.root,
      environmentsDir,
      suiteEnv: 'prod',
      apiUrl: 'http://127.0.0.1:9',
    });
    await production.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = production.server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const fromUrl = await httpGet(`${base}/login?remote-override=${OVERLAY}`);
      const fromCookie = await httpGet(`${base}/login`, { cookie: `suite-overlay=${OVERLAY}` });
      for (const page of [fromUrl, fromCookie]) {
        assert.equal(page.status, 200);
        assert.ok(!String(page.headers['content-security-policy']).includes('localhost'));
      }
    } finally {
      await production.close();
    }
  });
});

describe("the shell's server: files, env.json and the API", () => {
  test('content-hashed files are immutable for a year and go out compressed; a missing file is a 404, not the page', async () => {
    const chunk = await httpGet(url('/main.89abcdef.js'), { 'accept-encoding': 'br, gzip' });
    assert.equal(chunk.status, 200);
    assert.equal(chunk.headers['cache-control'], IMMUTABLE);
    assert.equal(chunk.headers['content-encoding'], 'br');
    const missing = await httpGet(url('/main.00000000.js'));
    assert.equal(missing.status, 404);
  });

  test('env.json is revalidated with an ETag (304), compressed when it is worth it', async () => {
    const first = await httpGet(url('/env.json'));
    assert.equal(first.status, 200);
    assert.deepEqual(JSON.parse(first.body.toString()), ENVIRONMENT);
    assert.equal(first.headers['cache-control'], REVALIDATE);
    const again = await httpGet(url('/env.json'), { 'if-none-match': String(first.headers.etag) });
    assert.equal(again.status, 304);
  });

  test("/api goes to the API with the browser's address forwarded and its cookies intact; no shell policy on it", async () => {
    const answer = await httpGet(url('/api/whoami'));
    assert.equal(answer.status, 200);
    assert.equal(JSON.parse(answer.body.toString()).forwardedFor, '127.0.0.1');
    assert.match(String(answer.headers['set-cookie']), /refresh_token=abc; HttpOnly/);
    const docs = await httpGet(url('/api/docs'));
    assert.equal(docs.headers['content-security-policy'], undefined);
  });

  test('an API answer is compressed on its way through when it is worth it: not below 1 KB', async () => {
    const small = await httpGet(url('/api/list/small'), { 'accept-encoding': 'br, gzip' });
    assert.equal(small.status, 200);
    assert.equal(small.headers['content-encoding'], undefined);
    assert.deepEqual(JSON.parse(small.body.toString()).industries, ['Retail', 'Banking']);
    const large = await httpGet(url('/api/list/large'), { 'accept-encoding': 'br, gzip' });
    assert.equal(large.status, 200);
    assert.equal(large.headers['content-encoding'], 'br');
  });

  test('an API that does not answer (down, restarting) is a 503 that says to try again, not a 500', async () => {
    const withoutApi = await createShellServer({
      distDir: site.root,
      environmentsDir,
      suiteEnv: 'local',
      // Port 9 (discard): nothing listens there, the connection is refused.
      apiUrl: 'http://127.0.0.1:9',
    });
    await withoutApi.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = withoutApi.server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const answer = await httpGet(`${base}/api/auth/refresh`);
      assert.equal(answer.status, 503);
      assert.equal(answer.headers['retry-after'], '5');
      assert.deepEqual(JSON.parse(answer.body.toString()), { error: API_NOT_ANSWERING });
      assert.equal((await httpGet(`${base}/login`)).status, 200);
    } finally {
      await withoutApi.close();
    }
  });

  test('a broken environment file answers 500 with a message, and the page still loads', async () => {
    const file = path.join(environmentsDir, 'local.json');
    writeFileSync(file, '{ not json');
    try {
      const environment = await httpGet(url('/env.json'));
      assert.equal(environment.status, 500);
      assert.deepEqual(JSON.parse(environment.body.toString()), { error: 'The environment local could not be read' });
      assert.equal((await httpGet(url('/login'))).status, 200);
    } finally {
      writeFileSync(file, JSON.stringify(ENVIRONMENT, null, 2));
    }
  });
});
