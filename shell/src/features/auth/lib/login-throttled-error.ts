import { HttpError } from 'shared-contracts';

/** The login's 429: the API throttles failed logins and says in Retry-After how long to wait. */
export class LoginThrottledError extends HttpError {
  constructor(
    message: string,
    /** Retry-After in seconds; null when the answer did not say. */
    readonly retryAfterSeconds: number | null,
  ) {
    super(429, message);
    this.name = 'LoginThrottledError';
  }
}

/** Retry-After as the API sends it (whole seconds); null for anything else. */
export function parseRetryAfterSeconds(header: string | null): number | null {
  if (header === null || !/^\d+$/.test(header.trim())) return null;
  return Number(header.trim());
}
