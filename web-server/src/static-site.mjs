// @ts-check
// What every server of the suite shares: a Fastify instance hardened against what strangers send,
// and a built folder served with the caching each kind of file needs. The shell's server and the
// remotes' server both start here, so a fix to either reaches both.
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { constants as zlib } from 'node:zlib';

/** webpack names chunks `[name].[contenthash:8].js`: such a file never changes, cache it a year. */
const CONTENT_HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+(\.(br|gz))?$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html, env.json, manifests and remote entries: kept, but asked again on every load (304). */
export const REVALIDATE = 'no-cache';

/** Bytes below which an answer goes out as it is. */
const COMPRESSION_THRESHOLD = 1024;

/** @param {unknown} payload */
const isReadable = (payload) => typeof (/** @type {{ pipe?: unknown } | null} */ (payload)?.pipe) === 'function';

/** JS, JSON, HTML, SVG and CSS; images and fonts are compressed already. */
const COMPRESSIBLE_TYPES = /^(text\/|application\/(javascript|json|manifest\+json)|image\/svg\+xml)/;

/**
 * @typedef {object} HardeningOptions
 * @property {number} [requestTimeoutMs]  a client that has not sent its whole request by then gets 408
 * @property {boolean} [logRequests]
 */

/**
 * A Fastify instance whose limits answer hostile input with a 4xx instead of work: bounded
 * headers, URL parameters and bodies, and a deadline for slow clients.
 * @param {HardeningOptions} [options]
 */
export function createHardenedServer({ requestTimeoutMs = 30_000, logRequests = false } = {}) {
  const app = Fastify({
    logger: logRequests ? { level: 'info' } : { level: 'warn' },
    requestTimeout: requestTimeoutMs,
    // Node checks the deadlines every 30 s by default: a slow client would hold a socket that long.
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, requestTimeoutMs),
      // Node answers 431 past this; 16 KB is the default, written down so it is a decision.
      maxHeaderSize: 16 * 1024,
    },
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // A URL whose percent-encoding does not decode (`/%`, overlong UTF-8) is the client's error.
    frameworkErrors(error, _request, frameworkReply) {
      const reply = /** @type {import('fastify').FastifyReply} */ (/** @type {unknown} */ (frameworkReply));
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      reply.code(status).type('text/plain; charset=utf-8').send(reasonFor(status));
    },
    routerOptions: {
      // A static path is never longer; a longer one is refused with 414 before any file lookup.
      maxParamLength: 1024,
      // One '//' in a chunk URL should not be a different file.
      ignoreDuplicateSlashes: true,
    },
  });

  // Node leaves CONNECT to a listener and otherwise drops the socket without a word.
  app.server.on('connect', (_request, socket) => {
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  app.setErrorHandler((/** @type {import('fastify').FastifyError} */ error, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    // `send` answers 403 for a path that climbs out of the root: say nothing is there instead.
    if (status === 403) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    if (status === 500) request.log.error({ err: error }, 'request failed');
    return reply
      .code(status)
      .type('text/plain; charset=utf-8')
      .send(status === 500 ? 'Internal error' : reasonFor(status));
  });
  return app;
}

/** The plain 404 every server answers for a path it does not serve. */
export function replyNotFound(/** @type {unknown} */ _request, /** @type {import('fastify').FastifyReply} */ reply) {
  return reply.code(404).header('Cache-Control', REVALIDATE).type('text/plain; charset=utf-8').send('Not found');
}

/** @param {number} status */
function reasonFor(status) {
  if (status === 400) return 'Bad request';
  if (status === 404) return 'Not found';
  if (status === 405) return 'Method not allowed';
  if (status === 408) return 'Request timeout';
  if (status === 413) return 'Payload too large';
  if (status === 414) return 'URI too long';
  return 'Request refused';
}

/**
 * Compression for what is sent on the fly (index.html, env.json, small manifests); files the
 * build precompressed (`.br`, `.gz` beside them) go out as they are.
 * @param {import('fastify').FastifyInstance} app
 */
export async function registerCompression(app) {
  // A stream (a static file, an answer proxied from the API) is compressed whatever its size; its
  // Content-Length says when it is below the threshold, where compressing costs more than it saves
  // (the API's 832-byte industries list: 2.5 times the requests per second once skipped). Runs before compress's hook.
  app.addHook('onSend', async (request, reply, payload) => {
    const length = Number(reply.getHeader('content-length'));
    if (length < COMPRESSION_THRESHOLD && isReadable(payload)) request.headers['x-no-compression'] = 'small';
    return payload;
  });
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_TYPES,
    threshold: COMPRESSION_THRESHOLD,
    // Quality 5 costs a few milliseconds per response; the big files are precompressed at 11.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
}

/**
 * Serves one built folder: ETag and Last-Modified with 304 answers, precompressed variants when
 * the client accepts them, a year's `immutable` for content-hashed files and revalidation for the
 * rest. Nothing outside `root` is ever read (`send` refuses paths that climb out of it).
 * @param {import('fastify').FastifyInstance} app
 * @param {{ root: string, prefix?: string, index?: string | false }} options
 */
export async function registerStaticFolder(app, { root, prefix = '/', index = false }) {
  await app.register(fastifyStatic, {
    root,
    prefix,
    index,
    preCompressed: true,
    etag: true,
    lastModified: true,
    dotfiles: 'deny',
    redirect: false,
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header('Cache-Control', CONTENT_HASHED.test(filePath) ? IMMUTABLE : REVALIDATE);
    },
  });
}
