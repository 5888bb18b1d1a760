import { HttpError, NO_DATA_MESSAGE } from 'shared-contracts';

/** What a failed data load shows (docs/product.md#data-views). */
export type DataProblem =
  /** The API's "No data available. Try with other criteria.", shown as errors.data.noDataAvailable. */
  | { kind: 'no-data' }
  /** Any other failure: the response's error, or null for the stored fallback. */
  | { kind: 'error'; message: string | null };

export function describeDataError(error: unknown): DataProblem {
  if (error instanceof HttpError) {
    if (error.message === NO_DATA_MESSAGE) return { kind: 'no-data' };
    return { kind: 'error', message: error.message || null };
  }
  // A network failure or a bug: no server message to show.
  return { kind: 'error', message: null };
}
