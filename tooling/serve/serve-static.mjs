#!/usr/bin/env node
// Serves one remote's whole dist/ folder (every version side by side) on its own origin.
// Versioned files are immutable, so they get a long cache; manifests and the environment file
// must be re-read, so they get no-cache. CORS is open because the shell loads them cross-origin.
import { createServer } from 'node:http';
import { createReadStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const CONTENT_TYPES = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
};

const NO_CACHE = /(mf-manifest\.json|mf-stats\.json|remoteEntry\.js|index\.html|env\.json)$/;

/** @param {{ root: string, port: number, host?: string }} options */
export function serveStatic({ root, port, host = '127.0.0.1' }) {
  const absoluteRoot = path.resolve(root);
  const server = createServer(async (request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    const urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://local').pathname);
    const filePath = path.join(absoluteRoot, path.normalize(urlPath));
    if (!filePath.startsWith(absoluteRoot)) {
      response.writeHead(403).end('Forbidden');
      return;
    }
    try {
      let target = filePath;
      const stat = await fs.stat(target);
      if (stat.isDirectory()) target = path.join(target, 'index.html');
      await fs.access(target);
      response.writeHead(200, {
        'Content-Type': CONTENT_TYPES[path.extname(target)] ?? 'application/octet-stream',
        'Cache-Control': NO_CACHE.test(target) ? 'no-cache' : 'public, max-age=31536000, immutable',
      });
      if (request.method === 'HEAD') response.end();
      else createReadStream(target).pipe(response);
    } catch {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    }
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { dir: { type: 'string' }, port: { type: 'string' }, host: { type: 'string' } },
  });
  if (!values.dir || !values.port) {
    console.error('usage: serve-static.mjs --dir <folder> --port <port> [--host 127.0.0.1]');
    process.exit(2);
  }
  await serveStatic({ root: values.dir, port: Number(values.port), host: values.host });
  console.log(`serving ${values.dir} on http://${values.host ?? '127.0.0.1'}:${values.port}`);
}
