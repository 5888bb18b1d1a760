import { HttpError } from 'shared-contracts';

// One more try, as the shell's queries do.
const MAX_RETRIES = 1;

/** Retries a network failure or a 5xx once; a 4xx (a missing spot, a bad code) answers at once. */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  if (error instanceof HttpError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}
