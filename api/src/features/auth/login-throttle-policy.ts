/** What is counted: an account or an address for clients without the account's device cookie, or one device cookie. */
export type LoginCounterKind = 'account' | 'address' | 'device';

/** Failures allowed per window before a lockout (docs/decisions.md, "Failed logins"). */
export const LOGIN_FAILURES_ALLOWED: Readonly<Record<LoginCounterKind, number>> = {
  account: 10,
  device: 10,
  // Higher than an account's: many people may share an address (an office behind one NAT).
  address: 20,
};

export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;
export const LOGIN_LOCKOUT_SECONDS = 15 * 60;

/** Failures of a counter answered at once; each later one waits (a typo or two costs nothing). */
const FAILURES_ANSWERED_AT_ONCE = 3;
/** The longest wait, as a multiple of the first one: 0.5 s, 1 s, 2 s, then 4 s at most. */
const LONGEST_DELAY_FACTOR = 8;

export const DEFAULT_FIRST_DELAY_MS = 500;

/** How failed logins are slowed down before the lockout refuses them. */
export interface LoginSlowdown {
  /** The wait of the first slowed failure; each next one doubles it, up to 8 times. 0: no waits. */
  firstDelayMs: number;
  /** How the answer waits: tests record the delays instead of spending them. */
  wait(ms: number): Promise<void>;
}

export const waitFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The wait before answering a failure that brought its counter to `failures`. */
export function failureDelayMs(failures: number, firstDelayMs: number): number {
  if (failures <= FAILURES_ANSWERED_AT_ONCE) return 0;
  const doublings = failures - FAILURES_ANSWERED_AT_ONCE - 1;
  return Math.min(firstDelayMs * 2 ** doublings, firstDelayMs * LONGEST_DELAY_FACTOR);
}

/** The 429's text, in the API's English; the login page says it in the user's language from Retry-After. */
export function tooManyLoginsMessage(secondsToWait: number): string {
  const minutes = Math.max(1, Math.ceil(secondsToWait / 60));
  return `Too many failed logins. Wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`;
}
