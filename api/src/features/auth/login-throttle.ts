import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Failed logins allowed per account and per client address within the window. */
const LOGIN_FAILURES_ALLOWED = 10;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;

export const TOO_MANY_LOGINS_MESSAGE = `Too many failed logins. Wait ${LOGIN_FAILURE_WINDOW_MINUTES} minutes and try again.`;

export interface LoginThrottle {
  /** Seconds to wait when this account or this address failed too often, else null. */
  secondsToWait(request: FastifyRequest<{ Body: { username: string } }>): Promise<number | null>;
  recordFailure(request: FastifyRequest<{ Body: { username: string } }>): Promise<void>;
  /** A success forgets the account's failures (not the address's). */
  recordSuccess(request: FastifyRequest<{ Body: { username: string } }>): void;
}

/**
 * Failed logins counted by @fastify/rate-limit, which only consumes a request when asked: a peek
 * before the password check, a count after a failure. An account's count is reset by starting a
 * new generation of its key, since the limiter's store has no delete.
 */
export async function installLoginThrottle(app: FastifyInstance): Promise<LoginThrottle> {
  await app.register(rateLimit, { global: false });
  const generations = new Map<string, number>();
  const accountKey = (request: FastifyRequest) => {
    const username = (request.body as { username: string }).username.trim().toLowerCase();
    return `${username}#${generations.get(username) ?? 0}`;
  };
  const window = { max: LOGIN_FAILURES_ALLOWED, timeWindow: LOGIN_FAILURE_WINDOW_MINUTES * 60_000 };
  const perAccount = app.createRateLimit({ ...window, keyGenerator: accountKey });
  const perAddress = app.createRateLimit({ ...window, keyGenerator: (request) => request.ip });

  return {
    async secondsToWait(request) {
      let seconds: number | null = null;
      for (const limiter of [perAccount, perAddress]) {
        const status = await limiter(request, { increment: false });
        // A peek reports the failures so far: the eleventh attempt is refused.
        if (!status.isAllowed && status.remaining === 0) seconds = Math.max(seconds ?? 1, status.ttlInSeconds);
      }
      return seconds;
    },
    async recordFailure(request) {
      await Promise.all([perAccount(request), perAddress(request)]);
    },
    recordSuccess(request) {
      const username = request.body.username.trim().toLowerCase();
      generations.set(username, (generations.get(username) ?? 0) + 1);
    },
  };
}
