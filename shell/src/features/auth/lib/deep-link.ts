import { isSafeDashboardPath } from 'shared-contracts';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { session } from '../../../lib/storage';

// sessionStorage: the link belongs to the tab the user opened it in.

/** Remembers the dashboard path a logged-out user asked for; anything else is not stored. */
export function storeDeepLink(pathWithQuery: string): void {
  if (isSafeDashboardPath(pathWithQuery)) session.set(STORAGE_KEYS.deepLink, pathWithQuery);
}

/** The stored path if it is still a safe dashboard path; an unsafe value is dropped, never followed. */
export function readDeepLink(): string | null {
  const stored = session.get(STORAGE_KEYS.deepLink);
  if (stored === null) return null;
  if (isSafeDashboardPath(stored)) return stored;
  session.remove(STORAGE_KEYS.deepLink);
  return null;
}

export function clearDeepLink(): void {
  session.remove(STORAGE_KEYS.deepLink);
}
