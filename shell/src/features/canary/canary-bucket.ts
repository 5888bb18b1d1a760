// Type imports only: the plan is made in main.ts, before shared libraries are available.
import type { RemoteId } from 'shared-contracts';

/** FNV-1a, 32 bits: small and stable across browsers and days. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * MurmurHash3's finaliser: FNV-1a alone leaves ids that differ in a digit or two (user1, user2…)
 * close together, and the shares drifted 3 points from the percent over 1,000 such ids.
 */
function mix(hash: number): number {
  let mixed = hash ^ (hash >>> 16);
  mixed = Math.imul(mixed, 0x85ebca6b) >>> 0;
  mixed ^= mixed >>> 13;
  mixed = Math.imul(mixed, 0xc2b2ae35) >>> 0;
  return (mixed ^ (mixed >>> 16)) >>> 0;
}

/**
 * Where one person falls for one remote, from 0 up to (not including) 100, in hundredths. It
 * depends only on who they are and which remote, so the same person sees the same version in
 * every tab and every day, and a canary raised from 5 % to 20 % keeps its first 5 % on board.
 * Salting with the remote keeps one person from being on every canary at once.
 */
export function canaryBucket(audienceKey: string, remote: RemoteId): number {
  return (mix(fnv1a(`${remote}:${audienceKey}`)) % 10_000) / 100;
}

/** Whether a bucket is inside a canary of `percent` % of users. */
export function isInCanary(bucket: number, percent: number): boolean {
  return bucket < percent;
}
