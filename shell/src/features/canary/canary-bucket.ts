// Type imports only: the plan is made in main.ts, before shared libraries are available.
import type { RemoteId } from 'shared-contracts';

/** FNV-1a, 32 bits: small, stable across browsers and days, and spread well enough for shares. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * Where one person falls for one remote, from 0 up to (not including) 100, in hundredths. It
 * depends only on who they are and which remote, so the same person sees the same version in
 * every tab and every day, and a canary raised from 5 % to 20 % keeps its first 5 % on board.
 * Salting with the remote keeps one person from being on every canary at once.
 */
export function canaryBucket(audienceKey: string, remote: RemoteId): number {
  return (fnv1a(`${remote}:${audienceKey}`) % 10_000) / 100;
}

/** Whether a bucket is inside a canary of `percent` % of users. */
export function isInCanary(bucket: number, percent: number): boolean {
  return bucket < percent;
}
