import { useSession } from '../auth';

/**
 * Whether the signed-in user has still to accept the terms: the welcome dialog shows their step,
 * and the dashboard draws no view (no market data is asked for) until then.
 */
export function useTermsPending(): boolean {
  return useSession((state) => state.claims !== null && !state.claims.termsAccepted);
}
