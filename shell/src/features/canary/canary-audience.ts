import { STORAGE_KEYS } from '../../lib/storage-keys';
import type { SafeStorage } from '../../lib/storage';

/**
 * Who a canary is assigned to: the last user who signed in on this browser (by their user
 * name, the account's id in the token), or, before anyone has, this browser.
 */
export interface CanaryAudience {
  kind: 'user' | 'browser';
  key: string;
}

const USER_PREFIX = 'user:';
const BROWSER_PREFIX = 'browser:';

function newBrowserId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The audience this page assigns canaries by; a browser id is created once and kept. */
export function readCanaryAudience(storage: SafeStorage): CanaryAudience {
  const stored = storage.get(STORAGE_KEYS.canaryAudience) ?? '';
  if (stored.startsWith(USER_PREFIX) && stored.length > USER_PREFIX.length) {
    return { kind: 'user', key: stored.slice(USER_PREFIX.length) };
  }
  if (stored.startsWith(BROWSER_PREFIX) && stored.length > BROWSER_PREFIX.length) {
    return { kind: 'browser', key: stored.slice(BROWSER_PREFIX.length) };
  }
  const key = newBrowserId();
  storage.set(STORAGE_KEYS.canaryAudience, `${BROWSER_PREFIX}${key}`);
  return { kind: 'browser', key };
}

/** Remembers who signed in, so every later page load on this browser assigns by that user. */
export function rememberCanaryUser(storage: SafeStorage, username: string): CanaryAudience {
  storage.set(STORAGE_KEYS.canaryAudience, `${USER_PREFIX}${username}`);
  return { kind: 'user', key: username };
}
