import { asRecord, local, type SafeStorage } from '../../../lib/storage';
import { STORAGE_KEYS, STORE_VERSION } from '../../../lib/storage-keys';

/**
 * The persisted login state (docs/product.md#session-and-login), without any secret: no
 * token, no password. It only tells a new page whether a session is worth restoring.
 */
export interface LoginState {
  userIsLoggedIn: boolean;
  username: string | null;
}

/** A stored login state, checked field by field: anything malformed reads as nothing stored. */
export function readLogin(value: unknown): LoginState | null {
  const stored = asRecord(value);
  if (typeof stored?.userIsLoggedIn !== 'boolean') return null;
  return {
    userIsLoggedIn: stored.userIsLoggedIn,
    username: typeof stored.username === 'string' ? stored.username : null,
  };
}

/**
 * Whether a page opened now will try to restore a session: not after a logout on this browser
 * (the session controller's restore skips its call then). Read straight from storage, as zustand's
 * `persist` writes it (login-state.ts), for the page's entry, which runs before zustand loads.
 */
export function sessionMayBeRestored(storage: SafeStorage = local): boolean {
  const raw = storage.get(STORAGE_KEYS.loginState);
  if (raw === null) return true;
  try {
    const persisted = asRecord(JSON.parse(raw));
    return persisted?.version !== STORE_VERSION || readLogin(persisted.state)?.userIsLoggedIn !== false;
  } catch {
    return true;
  }
}
