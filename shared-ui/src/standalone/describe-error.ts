import { HttpError } from 'shared-contracts';

/** A short technical reason for the developer reading the standalone host's error. */
export function describeError(error: unknown): string {
  if (error instanceof HttpError) return `HTTP ${error.status} ${error.message}`;
  if (error instanceof Error) return error.message;
  return String(error);
}
