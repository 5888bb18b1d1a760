// @ts-check
// What a stranger sends a web server, as raw bytes on a socket (fetch would refuse or normalise
// most of it): malformed and overlong percent-encoding, NUL, encoded and double-encoded
// traversal, backslashes, overlong URLs and headers, odd methods and broken HTTP. The servers'
// tests (the shell's, a remote's, the API's) send every one and expect a 4xx, a server still up,
// and no byte of a file outside the served folder.
import net from 'node:net';

/**
 * @typedef {object} HostileRequest
 * @property {string} name
 * @property {string} raw   the request as sent, CRLFs included
 */

/** @param {string} method @param {string} target @param {string[]} [headers] */
function request(method, target, headers = []) {
  return [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1', ...headers, 'Connection: close', '', ''].join('\r\n');
}

/**
 * Paths that try to climb out of the served folder or break the URL decoder. `prefix` puts them
 * under the server's own route space (`/api` for the API) so they reach its routes.
 * @param {string} prefix
 * @returns {HostileRequest[]}
 */
function hostilePaths(prefix) {
  const paths = [
    '/%',
    '/%%',
    '/%zz',
    '/%4',
    '/%ff',
    '/%c0%ae%c0%ae/etc/passwd',
    '/%c0%ae%c0%ae%c0%af%c0%ae%c0%ae%c0%afetc%c0%afpasswd',
    '/%e0%80%ae%e0%80%ae/etc/passwd',
    '/%ed%a0%80',
    '/%f8%80%80%80%ae',
    '/..%2f..%2f..%2fetc%2fpasswd',
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/%252e%252e%252f%252e%252e%252fetc%252fpasswd',
    '/..%252f..%252f..%252fetc/passwd',
    '/....//....//....//etc/passwd',
    '/..\\..\\..\\etc\\passwd',
    '/..%5c..%5c..%5cetc%5cpasswd',
    '/%5c..%5c..%5cetc%5cpasswd',
    '/..%255c..%255cetc%255cpasswd',
    '/1.0.0/..%2f..%2f..%2fsecret.txt',
    '/../secret.txt',
    '/../../../../etc/passwd',
    '/./../secret.txt',
    '/..;/secret.txt',
    '/%2e%2e',
    '/..%00/secret.txt',
    '/%00',
    '/index.html%00.js',
    '/secret.txt%00.js',
    '/%2500',
    '//etc/passwd',
    '/.git/config',
    '/.env',
    '/%2e%67%69%74/config',
    '/docs/static/..%2f..%2f..%2fpackage.json',
    '/docs/static/%2e%2e/%2e%2e/%2e%2e/package.json',
  ];
  return paths.map((path) => ({ name: `GET ${prefix}${path}`, raw: request('GET', `${prefix}${path}`) }));
}

/**
 * Every hostile request for a server whose routes live under `prefix` ('' for the static
 * servers, '/api' for the API).
 * @param {{ prefix?: string }} [options]
 * @returns {HostileRequest[]}
 */
export function hostileRequests({ prefix = '' } = {}) {
  const root = `${prefix}/`;
  return [
    ...hostilePaths(prefix),
    { name: 'overlong URL (20 KB)', raw: request('GET', `${root}${'a'.repeat(20_000)}`) },
    { name: 'overlong path segment (5 KB)', raw: request('GET', `${root}${'b'.repeat(5_000)}.js`) },
    { name: 'overlong percent-encoded URL', raw: request('GET', `${root}${'%41'.repeat(6_000)}`) },
    { name: 'overlong header (20 KB)', raw: request('GET', root, [`X-Padding: ${'c'.repeat(20_000)}`]) },
    {
      name: 'too many headers',
      raw: request(
        'GET',
        root,
        Array.from({ length: 3_000 }, (_, index) => `X-H${index}: v`),
      ),
    },
    { name: 'TRACE', raw: request('TRACE', root) },
    { name: 'TRACK', raw: request('TRACK', root) },
    { name: 'PROPFIND', raw: request('PROPFIND', root) },
    { name: 'an invented method', raw: request('BREW', root) },
    { name: 'CONNECT', raw: 'CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n' },
    { name: 'DELETE', raw: request('DELETE', `${root}index.html`) },
    { name: 'PUT', raw: request('PUT', `${root}index.html`, ['Content-Length: 2']).replace(/\r\n\r\n$/, '\r\n\r\nhi') },
    { name: 'no Host header', raw: `GET ${root} HTTP/1.1\r\nConnection: close\r\n\r\n` },
    { name: 'an unknown HTTP version', raw: `GET ${root} HTTP/9.9\r\nHost: 127.0.0.1\r\n\r\n` },
    { name: 'garbage request line', raw: '\u0001\u0002GARBAGE\r\n\r\n' },
    { name: 'request line without a target', raw: 'GET\r\nHost: 127.0.0.1\r\n\r\n' },
    { name: 'a header without a colon', raw: `GET ${root} HTTP/1.1\r\nHost: 127.0.0.1\r\nNoColonHere\r\n\r\n` },
    { name: 'NUL in a header value', raw: `GET ${root} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-A: b\u0000c\r\n\r\n` },
    { name: 'NUL in the request line', raw: `GET ${root}\u0000 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n` },
    { name: 'negative Content-Length', raw: `POST ${root} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: -1\r\n\r\n` },
    {
      name: 'two different Content-Lengths',
      raw: `POST ${root} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab`,
    },
    {
      name: 'Content-Length with Transfer-Encoding (smuggling)',
      raw: `POST ${root} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    },
    {
      name: 'broken chunked body',
      raw: `POST ${root} HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nhello\r\n0\r\n\r\n`,
    },
    { name: 'bare LF line endings', raw: `GET ${root} HTTP/1.1\nHost: 127.0.0.1\n\n` },
  ];
}

/**
 * Sends raw bytes and reads the answer until the server closes or `timeoutMs` passes.
 * @param {number} port
 * @param {string} raw
 * @param {{ timeoutMs?: number }} [options]
 * @returns {Promise<{ status: number | null, text: string }>}
 */
export function sendRaw(port, raw, { timeoutMs = 10_000 } = {}) {
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const chunks = [];
    const socket = net.connect({ port, host: '127.0.0.1' });
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      resolve({ status: match ? Number(match[1]) : null, text });
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      // One answer is enough: a server may keep the connection open after it.
      if (/^HTTP\/1\.[01] \d{3}[^]*?\r\n\r\n/.test(Buffer.concat(chunks).toString('latin1'))) setTimeout(finish, 50);
    });
    socket.on('error', finish);
    socket.on('close', finish);
    socket.write(raw, 'latin1');
  });
}

/**
 * A client that sends half a request and then nothing: the server must answer 408 by itself
 * (and keep serving others meanwhile).
 * @param {number} port
 * @param {string} path
 * @param {{ timeoutMs: number }} options
 */
export function sendSlowly(port, path, { timeoutMs }) {
  return sendRaw(port, `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: `, { timeoutMs });
}

/** Text that must never appear in an answer: /etc/passwd's first line and the fixtures' secret. */
export const LEAK_MARKERS = ['root:x:0:0', 'SECRET-OUTSIDE-THE-SERVED-FOLDER'];
