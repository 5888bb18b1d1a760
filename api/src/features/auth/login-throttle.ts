import type { Database } from '../../db/database';
import {
  countFailure,
  forgetFailures,
  secondsLocked,
  sweepFailures,
  type LoginCounter,
} from './login-failures-repository';
import { failureDelayMs, type LoginSlowdown } from './login-throttle-policy';

/** Who tries to log in, as the throttle sees it. */
export interface LoginAttempt {
  /** The e-mail as typed, trimmed and lower-cased (whether or not an account has it). */
  account: string;
  /** The client's address (X-Forwarded-For from a trusted proxy). */
  address: string;
  /** The nonce of the request's genuine device cookie for this account; null: an untrusted client. */
  device: string | null;
}

export interface LoginThrottle {
  /** Seconds to wait while a counter of this attempt is locked, else null. */
  secondsToWait(attempt: LoginAttempt): Promise<number | null>;
  /** Counts the failure, then waits the delay it has earned before the answer goes out. */
  recordFailure(attempt: LoginAttempt): Promise<void>;
  recordSuccess(attempt: LoginAttempt): Promise<void>;
}

const SWEEP_EVERY_MS = 60_000;

/**
 * A device that logged in before is counted on its own (its cookie), so failures from its address
 * or against its account never stop it; every other client is counted per account and per address
 * (OWASP, "Slow down online guessing attacks with device cookies"). The counts are rows of the
 * database: every replica sees them, and a restart forgets none.
 */
export function createLoginThrottle(db: Database, slowdown: LoginSlowdown): LoginThrottle {
  const countersOf = (attempt: LoginAttempt): LoginCounter[] =>
    attempt.device === null
      ? [
          { kind: 'account', key: attempt.account },
          { kind: 'address', key: attempt.address },
        ]
      : // The account is part of the key: the list of lockouts says whose device it is.
        [{ kind: 'device', key: `${attempt.account}#${attempt.device}` }];

  let lastSweep = 0;
  // Expired rows go at most once a minute per process, on the back of a failure.
  const sweepNowAndThen = async () => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    await sweepFailures(db);
  };

  return {
    secondsToWait: (attempt) => secondsLocked(db, countersOf(attempt)),
    async recordFailure(attempt) {
      const failures = await countFailure(db, countersOf(attempt));
      await sweepNowAndThen();
      const delay = failureDelayMs(Math.max(0, ...failures), slowdown.firstDelayMs);
      if (delay > 0) await slowdown.wait(delay);
    },
    async recordSuccess(attempt) {
      // The address's count stays: one success must not open it to a sprayer's next round.
      const [first] = countersOf(attempt);
      if (first) await forgetFailures(db, first);
    },
  };
}
