import { HttpError } from 'shared-contracts';

/** What a failed call says to the user: the API's own message, else `fallback` (a network failure). */
export function problemText(error: unknown, fallback: string): string {
  if (error instanceof HttpError && error.message) return error.message;
  return fallback;
}
