#!/usr/bin/env node
// Serves the built shell the way production does, with nothing but Node: the static files of
// dist/ (SPA fallback to index.html), /env.json from environments/<SUITE_ENV>.json, and /api/*
// proxied to the API so the API stays same-origin (DECISIONS.md).
//
//   PORT (3000)  HOST (127.0.0.1)  SUITE_ENV (local)  API_URL (http://127.0.0.1:3100)
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const DIST = path.resolve(here, '..', 'dist');
const ENVIRONMENTS = path.resolve(here, '..', '..', 'environments');
const PORT = Number(process.env.PORT ?? 3000);
const HOST = process.env.HOST ?? '127.0.0.1';
const SUITE_ENV = process.env.SUITE_ENV ?? 'local';
const API_URL = new URL(process.env.API_URL ?? 'http://127.0.0.1:3100');

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Text worth compressing; the shared antd bundle alone is over a megabyte uncompressed. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);

/** Files named with a content hash (main.1a2b3c4d.js) never change: cache them for a year. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

/** Hop-by-hop headers belong to one connection and are not forwarded (RFC 9110 section 7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function sendText(response, status, text, headers = {}) {
  response.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  response.end(text);
}

function sendJson(response, status, body, headers = {}) {
  response.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

/** The environment file, read on every request so a new pin shows on the next reload. */
async function serveEnvironment(response) {
  if (!/^[a-z0-9-]+$/i.test(SUITE_ENV)) return sendJson(response, 500, { error: 'SUITE_ENV is not a plain name' });
  try {
    const text = await readFile(path.join(ENVIRONMENTS, `${SUITE_ENV}.json`), 'utf8');
    JSON.parse(text); // a broken file answers 500 here rather than confusing the browser
    response.writeHead(200, {
      ...SECURITY_HEADERS,
      'Content-Type': CONTENT_TYPES['.json'],
      'Cache-Control': 'no-cache',
    });
    response.end(text);
  } catch (error) {
    console.error(`[serve-shell] environments/${SUITE_ENV}.json: ${error.message}`);
    sendJson(
      response,
      500,
      { error: `The environment ${SUITE_ENV} could not be read` },
      { 'Cache-Control': 'no-store' },
    );
  }
}

/** Streams one request to the API and its answer back, headers (set-cookie included) intact. */
function proxyToApi(request, response) {
  const headers = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (!HOP_BY_HOP.has(name)) headers[name] = value;
  }
  headers.host = API_URL.host;
  headers['x-forwarded-host'] = request.headers.host ?? '';
  headers['x-forwarded-proto'] = 'http';
  headers['x-forwarded-for'] = request.socket.remoteAddress ?? '';
  const client = API_URL.protocol === 'https:' ? https : http;
  const upstream = client.request(
    {
      protocol: API_URL.protocol,
      hostname: API_URL.hostname,
      port: API_URL.port,
      method: request.method,
      path: request.url,
      headers,
    },
    (apiResponse) => {
      const answer = {};
      for (const [name, value] of Object.entries(apiResponse.headers)) {
        if (!HOP_BY_HOP.has(name) && value !== undefined) answer[name] = value;
      }
      response.writeHead(apiResponse.statusCode ?? 502, answer);
      apiResponse.pipe(response);
    },
  );
  upstream.on('error', (error) => {
    console.error(`[serve-shell] API ${request.method} ${request.url}: ${error.message}`);
    if (!response.headersSent) sendJson(response, 502, { error: 'The API is not reachable' });
    else response.destroy(error);
  });
  request.on('aborted', () => upstream.destroy());
  request.pipe(upstream);
}

/** The file under dist/ for a URL path, or null when the path tries to leave dist/. */
function fileFor(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = path.resolve(DIST, `.${path.posix.normalize(decoded)}`);
  return file === DIST || file.startsWith(`${DIST}${path.sep}`) ? file : null;
}

async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

async function serveStatic(request, response, urlPath) {
  const file = fileFor(urlPath);
  if (file === null) return sendText(response, 400, 'Bad path');
  if (await isFile(file)) return streamFile(request, response, file);
  // A missing asset is a 404; any other path is a route of the single-page app.
  if (path.extname(urlPath) !== '') return sendText(response, 404, 'Not found', { 'Cache-Control': 'no-cache' });
  return streamFile(request, response, path.join(DIST, 'index.html'));
}

async function streamFile(request, response, file) {
  const name = path.basename(file);
  const cache = HASHED.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache';
  const extension = path.extname(name);
  const gzip = COMPRESSIBLE.has(extension) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  const headers = {
    ...SECURITY_HEADERS,
    'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
    'Cache-Control': cache,
    Vary: 'Accept-Encoding',
  };
  if (gzip) headers['Content-Encoding'] = 'gzip';
  else headers['Content-Length'] = (await stat(file)).size;
  response.writeHead(200, headers);
  if (request.method === 'HEAD') return response.end();
  const source = createReadStream(file).on('error', (error) => response.destroy(error));
  (gzip ? source.pipe(createGzip()) : source).pipe(response);
}

const server = http.createServer((request, response) => {
  const urlPath = new URL(request.url ?? '/', 'http://shell.invalid').pathname;
  if (urlPath === '/api' || urlPath.startsWith('/api/')) return proxyToApi(request, response);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return sendText(response, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
  }
  const handle = urlPath === '/env.json' ? serveEnvironment(response) : serveStatic(request, response, urlPath);
  handle.catch((error) => {
    console.error(`[serve-shell] ${request.method} ${urlPath}: ${error.message}`);
    if (!response.headersSent) sendText(response, 500, 'Internal error');
    else response.destroy(error);
  });
});

server.listen(PORT, HOST, () => {
  console.log(`[serve-shell] http://${HOST}:${PORT}  dist=${DIST}  env=${SUITE_ENV}  api=${API_URL.origin}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
