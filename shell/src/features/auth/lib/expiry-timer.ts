/** Renew at most this long before exp; shorter tokens renew at half their remaining life. */
export const REFRESH_LEAD_MS = 60_000;
/** setTimeout overflows above 2^31 - 1 ms (about 24.8 days). */
const MAX_DELAY_MS = 2_147_483_647;

/** How long to wait before renewing a token that expires at `expSeconds`. */
export function refreshDelay(expSeconds: number, nowMs: number): number {
  const remaining = expSeconds * 1000 - nowMs;
  if (remaining <= 0) return 0;
  const lead = Math.min(REFRESH_LEAD_MS, remaining / 2);
  return Math.min(Math.floor(remaining - lead), MAX_DELAY_MS);
}

/** One pending renewal at a time. */
export function createExpiryTimer(onDue: () => void) {
  let handle: ReturnType<typeof setTimeout> | null = null;
  return {
    schedule(expSeconds: number, nowMs: number = Date.now()): void {
      this.cancel();
      handle = setTimeout(
        () => {
          handle = null;
          onDue();
        },
        refreshDelay(expSeconds, nowMs),
      );
    },
    cancel(): void {
      if (handle !== null) clearTimeout(handle);
      handle = null;
    },
  };
}
