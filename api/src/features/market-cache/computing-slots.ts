import { ServiceBusyError } from '../../plugins/overload';

export interface ComputingSlotsOptions {
  /** Answers computed at once (distinct questions not cached yet). */
  maxComputing: number;
  /** Requests of one session that may wait for a slot: a page load's count of market calls. */
  sessionQueue: number;
  /** Requests of all sessions that may wait for a slot: beyond it, even a page load is refused. */
  maxQueued: number;
  /** The Retry-After of a refusal. */
  retryAfterSeconds: number;
}

/** A held slot: give it back once the answer is computed (or failed). */
export type ReleaseSlot = () => void;

interface Waiter {
  session: object;
  grant: (release: ReleaseSlot) => void;
}

/**
 * Admission control for computing market answers. A free slot is taken at once; without one, a
 * session's request waits in line (first come, first served) while that session has fewer than
 * `sessionQueue` waiting and the line is shorter than `maxQueued`, so a customer's page load
 * (all its calls at once) is answered rather than refused; anything beyond is refused at once
 * with 503 and Retry-After, synchronously, costing no query.
 */
export function createComputingSlots(options: ComputingSlotsOptions) {
  let running = 0;
  const line: Waiter[] = [];
  const waitingBySession = new WeakMap<object, number>();

  const release: ReleaseSlot = () => {
    const next = line.shift();
    if (!next) {
      running -= 1;
      return;
    }
    // The slot passes straight to the next in line: a request arriving now cannot take it first.
    waitingBySession.set(next.session, (waitingBySession.get(next.session) ?? 1) - 1);
    next.grant(once(release));
  };

  return {
    /** Answers being computed now. */
    running: () => running,
    /** Requests waiting for a slot. */
    queued: () => line.length,
    /**
     * A slot for `session` (an object standing for the caller's session): at once when one is
     * free, a promise of one when the session may wait, else a ServiceBusyError thrown at once.
     */
    acquire(session: object): ReleaseSlot | Promise<ReleaseSlot> {
      if (running < options.maxComputing) {
        running += 1;
        return once(release);
      }
      const waiting = waitingBySession.get(session) ?? 0;
      if (waiting >= options.sessionQueue || line.length >= options.maxQueued) {
        throw new ServiceBusyError(options.retryAfterSeconds);
      }
      waitingBySession.set(session, waiting + 1);
      return new Promise((grant) => line.push({ session, grant }));
    },
  };
}

/** A release that counts once however often it is called (a finally after an error, say). */
function once(release: ReleaseSlot): ReleaseSlot {
  let released = false;
  return () => {
    if (released) return;
    released = true;
    release();
  };
}
