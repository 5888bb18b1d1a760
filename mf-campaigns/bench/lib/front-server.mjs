// The benchmark's front door, as the shell's server is in the suite: one origin that serves the
// remote's dist (from serve-static), proxies /api to the API, and serves the fixture's images.
import { createServer, request as httpRequest } from 'node:http';

const COLOURS = ['#1677ff', '#52c41a', '#fa8c16', '#eb2f96', '#722ed1', '#13c2c2', '#f5222d'];

/** A creative-like SVG of about 3 KB (the API's generated creatives are under 4 KB). */
function benchSvg(name) {
  const seed = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const colour = COLOURS[seed % COLOURS.length];
  const bars = Array.from({ length: 24 }, (_, index) => {
    const height = 20 + ((seed * (index + 3)) % 140);
    return `<rect x="${40 + index * 23}" y="${360 - height}" width="16" height="${height}" rx="3" fill="#fff" opacity=".${3 + (index % 6)}"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/>` +
    `<stop offset="1" stop-color="#001529"/></linearGradient></defs><rect width="640" height="400" fill="url(#g)"/>` +
    `<circle cx="540" cy="80" r="64" fill="#fff" opacity=".2"/>${bars}` +
    `<text x="40" y="90" font-family="sans-serif" font-size="40" font-weight="700" fill="#fff">Creative ${name}</text>` +
    `<text x="40" y="130" font-family="sans-serif" font-size="20" fill="#fff" opacity=".85">Benchmark fixture image</text></svg>`
  );
}

function proxy(request, response, port) {
  const upstream = httpRequest(
    {
      host: '127.0.0.1',
      port,
      path: request.url,
      method: request.method,
      headers: { ...request.headers, host: `127.0.0.1:${port}` },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => response.writeHead(502).end('upstream down'));
  request.pipe(upstream);
}

/** Listens on `port`: /api -> apiPort, /bench-images/<name>.svg -> generated, the rest -> staticPort. */
export function startFrontServer({ port, staticPort, apiPort }) {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://local').pathname;
    if (path.startsWith('/api/')) return proxy(request, response, apiPort);
    const image = /^\/bench-images\/([\w-]+)\.svg$/.exec(path);
    if (image) {
      const body = benchSvg(image[1]);
      response.writeHead(200, {
        'Content-Type': 'image/svg+xml',
        'Content-Length': Buffer.byteLength(body),
        'Cache-Control': 'public, max-age=604800',
      });
      return response.end(body);
    }
    return proxy(request, response, staticPort);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
