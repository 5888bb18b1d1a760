import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

export interface OverloadLimits {
  /** Mean event-loop delay over a sample beyond which requests are refused. */
  maxEventLoopDelayMs: number;
  /** Queries waiting for the database beyond which requests are refused. */
  maxWaitingQueries: number;
  /** The Retry-After of a refusal. */
  retryAfterSeconds: number;
}

// PGlite runs on a thread of its own (pglite-thread.ts), so its queries no longer delay the event
// loop: the delay guard is a last resort, the queue of waiting queries the usual one. 200 let every run of
// docs/scaling.md's table through without a refusal; 32 or 8 refuse sooner under overload but also
// refuse a cold page load of every view (measured there). Cached answers queue nothing.
export const DEFAULT_OVERLOAD_LIMITS: OverloadLimits = {
  maxEventLoopDelayMs: 3000,
  maxWaitingQueries: 200,
  retryAfterSeconds: 2,
};

export const BUSY_MESSAGE = 'The service is busy: retrying in a moment';
/** The code of @fastify/under-pressure's refusal. */
export const UNDER_PRESSURE_CODE = 'FST_UNDER_PRESSURE';

/** A refusal decided by the API itself (see market-answers.ts): 503 with this Retry-After. */
export class ServiceBusyError extends Error {
  readonly statusCode = 503;
  constructor(readonly retryAfterSeconds: number) {
    super(BUSY_MESSAGE);
    this.name = 'ServiceBusyError';
  }
}

/**
 * Beyond capacity, answer 503 with Retry-After at once instead of queueing requests until the
 * client gives up: the views then show "busy, retrying" and ask again after the delay.
 */
export function installOverloadGuard(app: FastifyInstance, db: Database, limits: OverloadLimits): void {
  app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    // Read every 100 ms: a queue grows fast under a burst.
    healthCheck: async () => db.waiting() <= limits.maxWaitingQueries,
    healthCheckInterval: 100,
    // The refusal is an error with status 503 and this header; error-handling.ts words it.
    retryAfter: limits.retryAfterSeconds,
  });
}
