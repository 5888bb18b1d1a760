import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Queryable } from '../../db/database';
import { currentUser } from '../auth/authenticate';
import { holdsCreativeAddresses, type CreativeSigner } from '../creatives/creative-signatures';
import { viewerSigning } from '../creatives/install-creative-signer';
import { canonicalJson } from './canonical-json';
import { createComputingSlots, type ReleaseSlot } from './computing-slots';
import { trackMarketDataVersion } from './market-data-version';

export interface MarketCacheOptions {
  /** Characters of serialised answers kept, least recently used dropped first. */
  maxChars: number;
  /** How long a read of the market's data version is trusted (0: read on every request). */
  versionCheckMs: number;
  /**
   * Admission control: answers being computed at once (distinct questions not cached yet). A
   * request that would start one more is refused at once with 503 and Retry-After; cached answers
   * and questions already being computed are always served.
   */
  maxComputing: number;
  /**
   * Requests of one session that wait for a computing slot instead of being refused: the most
   * market calls a view's page sends at once (Snapshots: 9), so a page load is answered whole.
   */
  sessionQueue: number;
  /** Requests of all sessions waiting for a slot; beyond it every new question is refused. */
  maxQueued: number;
  /** The Retry-After of such a refusal. */
  retryAfterSeconds: number;
}

/**
 * PGlite runs one query at a time, on its own thread: with 4 answers in flight a refusal came in
 * 251 ms at p99 under overload, with no timeout, and a cold page load of every view still went
 * through without one (docs/scaling.md). On PostgreSQL the pool size is used instead (config.ts).
 */
export const DEFAULT_MARKET_CACHE: MarketCacheOptions = {
  maxChars: 64 * 1024 * 1024,
  versionCheckMs: 1000,
  maxComputing: 4,
  sessionQueue: 10,
  maxQueued: 100,
  retryAfterSeconds: 2,
};

/** A serialised answer and its ETag, computed once and sent to every caller with the same key. */
interface CachedAnswer {
  body: string;
  etag: string;
  /** The body gzipped, made on the first request that accepts it. */
  gzipped?: Promise<Buffer>;
  /** It names creative images: each answer sent signs them for its viewer (the cached body stays viewer-free). */
  namesCreatives: boolean;
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
  /** Requests waiting in line for a computing slot now. */
  waiting(): number;
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

/** The question a request asks, as the cache keys it (without the market's data version). */
function questionOf(request: FastifyRequest): string {
  return [
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

async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  signer: CreativeSigner,
): Promise<FastifyReply> {
  const signing = answer.namesCreatives ? viewerSigning(signer, request) : null;
  // A signed answer differs per viewer and day, so its ETag names both (a 304 still costs no signing).
  const etag = signing ? `${answer.etag.slice(0, -1)}.${signing.variant}"` : answer.etag;
  // private: the answer depends on the caller's rights; no-cache: the browser asks again, with
  // If-None-Match, and an unchanged answer costs a 304 and no query. The ETag is weak because
  // the gzipped and the plain bodies share it.
  reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
  if (matchesEtag(request, etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (signing) {
    const body = signing.sign(answer.body);
    if (body.length < MIN_GZIP_CHARS || !acceptsGzip(request)) return reply.send(body);
    return reply.header('content-encoding', 'gzip').send(await gzipAsync(body));
  }
  if (answer.body.length >= MIN_GZIP_CHARS && acceptsGzip(request)) {
    // Compressed once per answer, not once per request: a year of five countries is ~0.5 MB.
    answer.gzipped ??= gzipAsync(answer.body);
    return reply.header('content-encoding', 'gzip').send(await answer.gzipped);
  }
  // A string with a JSON content type is sent as is: the route's serialiser ran once, on caching.
  return reply.send(answer.body);
}

/** Requests without a session (none reach market routes today) share one place in line. */
const NO_SESSION = {};

/** Market answers cached in this process, keyed by the market's data version. */
export function createMarketAnswers(db: Queryable, options: MarketCacheOptions, signer: CreativeSigner): MarketAnswers {
  const version = trackMarketDataVersion(db, options.versionCheckMs);
  /** Keys of the answers being computed now. */
  const computing = new Set<string>();
  const cache = new LRUCache<string, CachedAnswer, Computation>({
    maxSize: options.maxChars,
    sizeCalculation: (answer, key) => answer.body.length + key.length,
    // lru-cache runs one fetch per key at a time: identical requests in flight share it. It calls
    // this synchronously from fetch(), so `computing` is up to date for the next request.
    fetchMethod: async (key, _stale, { context }) => {
      computing.add(key);
      try {
        const body = context.reply.serialize(await context.compute());
        // Market routes have JSON response schemas, whose serialiser writes text.
        if (typeof body !== 'string') throw new Error('A market answer did not serialise to JSON text');
        const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
        return { body, etag, namesCreatives: holdsCreativeAddresses(body) };
      } finally {
        computing.delete(key);
      }
    },
  });
  const slots = createComputingSlots(options);
  const needsSlot = (key: string) => !computing.has(key) && !cache.has(key);
  // One session per access token: its verified claims are one object for all its requests.
  const sessionOf = (request: FastifyRequest): object => request.auth ?? NO_SESSION;
  return {
    waiting: slots.queued,
    async send(request, reply, compute) {
      const question = questionOf(request);
      // A new question takes a computing slot, waits in its session's line for one, or is
      // refused here, before any await, when the line is full (computing-slots.ts).
      let slot: ReleaseSlot | Promise<ReleaseSlot> | null = needsSlot(`${version.known()}\n${question}`)
        ? slots.acquire(sessionOf(request))
        : null;
      let release: ReleaseSlot | null = null;
      let answer: CachedAnswer | undefined;
      try {
        release = await slot;
        const key = `${await version.current()}\n${question}`;
        // A new market version turns a cached question into a new one: it needs a slot too.
        if (!release && needsSlot(key)) {
          slot = slots.acquire(sessionOf(request));
          release = await slot;
        }
        answer = await cache.fetch(key, { context: { compute, reply } });
      } finally {
        // Free once computed: compressing and sending the answer needs no database.
        release?.();
      }
      if (!answer) throw new Error('The market answer cache returned nothing');
      return sendCached(request, reply, answer, signer);
    },
  };
}

/** No cache: every request computes its answer (tests that change the market between requests). */
export function uncachedMarketAnswers(signer: CreativeSigner): MarketAnswers {
  return {
    waiting: () => 0,
    async send(request, reply, compute) {
      const body = reply.serialize(await compute());
      if (typeof body !== 'string') throw new Error('A market answer did not serialise to JSON text');
      reply.type('application/json; charset=utf-8');
      return reply.send(holdsCreativeAddresses(body) ? viewerSigning(signer, request).sign(body) : body);
    },
  };
}
