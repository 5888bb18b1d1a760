import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Queryable } from '../../db/database';
import { currentUser } from '../auth/authenticate';
import { canonicalJson } from './canonical-json';
import { trackMarketDataVersion } from './market-data-version';

export interface MarketCacheOptions {
  /** Characters of serialised answers kept, least recently used dropped first. */
  maxChars: number;
  /** How long a read of the market's data version is trusted (0: read on every request). */
  versionCheckMs: number;
}

export const DEFAULT_MARKET_CACHE: MarketCacheOptions = { maxChars: 64 * 1024 * 1024, versionCheckMs: 1000 };

/** A serialised answer and its ETag, computed once and sent to every caller with the same key. */
interface CachedAnswer {
  body: string;
  etag: string;
  /** The body gzipped, made on the first request that accepts it. */
  gzipped?: Promise<Buffer>;
}

const gzipAsync = promisify(gzip);
/** Smaller answers are sent as they are: compressing them saves less than it costs. */
const MIN_GZIP_CHARS = 1024;

interface Computation {
  compute: () => Promise<unknown>;
  reply: FastifyReply;
}

export interface MarketAnswers {
  /**
   * Sends the route's answer: from the cache when a caller with the same rights asked the same
   * question since the market was last loaded, else from `compute` (one computation for all
   * identical requests in flight). Call it after the request's access and range checks: they
   * run on every request, the cache only saves the queries.
   */
  send(request: FastifyRequest, reply: FastifyReply, compute: () => Promise<unknown>): Promise<FastifyReply>;
}

// Remembered per claims object: a token's verified claims are one object for all its requests.
const rightsByClaims = new WeakMap<object, string>();

/** What a user may see: answers are shared only between callers with the same roles and countries. */
function rightsOf(request: FastifyRequest): string {
  const claims = currentUser(request);
  let rights = rightsByClaims.get(claims);
  if (rights === undefined) {
    rights = `${[...claims.roles].sort().join(',')}|${[...claims.countries].sort().join(',')}`;
    rightsByClaims.set(claims, rights);
  }
  return rights;
}

function keyOf(request: FastifyRequest, version: number): string {
  return [
    version,
    request.method,
    request.routeOptions.url,
    canonicalJson(request.params),
    canonicalJson(request.query),
    canonicalJson(request.body),
    rightsOf(request),
  ].join('\n');
}

function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.replace(/^W\//, ''));
}

function acceptsGzip(request: FastifyRequest): boolean {
  return /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
}

async function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): Promise<FastifyReply> {
  // private: the answer depends on the caller's rights; no-cache: the browser asks again, with
  // If-None-Match, and an unchanged answer costs a 304 and no query. The ETag is weak because
  // the gzipped and the plain bodies share it.
  reply.header('etag', answer.etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
  if (matchesEtag(request, answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (answer.body.length >= MIN_GZIP_CHARS && acceptsGzip(request)) {
    // Compressed once per answer, not once per request: a year of five countries is ~0.5 MB.
    answer.gzipped ??= gzipAsync(answer.body);
    return reply.header('content-encoding', 'gzip').send(await answer.gzipped);
  }
  // A string with a JSON content type is sent as is: the route's serialiser ran once, on caching.
  return reply.send(answer.body);
}

/** Market answers cached in this process, keyed by the market's data version. */
export function createMarketAnswers(db: Queryable, options: MarketCacheOptions): MarketAnswers {
  const version = trackMarketDataVersion(db, options.versionCheckMs);
  const cache = new LRUCache<string, CachedAnswer, Computation>({
    maxSize: options.maxChars,
    sizeCalculation: (answer, key) => answer.body.length + key.length,
    // lru-cache runs one fetch per key at a time: identical requests in flight share it.
    fetchMethod: async (_key, _stale, { context }) => {
      const body = context.reply.serialize(await context.compute());
      // Market routes have JSON response schemas, whose serialiser writes text.
      if (typeof body !== 'string') throw new Error('A market answer did not serialise to JSON text');
      return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
    },
  });
  return {
    async send(request, reply, compute) {
      const key = keyOf(request, await version());
      const answer = await cache.fetch(key, { context: { compute, reply } });
      if (!answer) throw new Error('The market answer cache returned nothing');
      return sendCached(request, reply, answer);
    },
  };
}

/** No cache: every request computes its answer (tests that change the market between requests). */
export const UNCACHED_MARKET_ANSWERS: MarketAnswers = {
  async send(_request, reply, compute) {
    return reply.send(await compute());
  },
};
