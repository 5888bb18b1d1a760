import { STORAGE_KEYS } from '../../../config/storage-keys';
import { local } from '../../../lib/storage';

/**
 * The persisted login state (spec 1 section 3, "login is persisted"), without any secret: no
 * token, no password. It only tells a new page whether a session is worth restoring.
 */
export interface LoginState {
  userIsLoggedIn: boolean;
  username: string | null;
}

export interface LoginStateStore {
  read(): LoginState | null;
  write(state: LoginState): void;
}

export const localLoginState: LoginStateStore = {
  read() {
    try {
      const value = JSON.parse(local.get(STORAGE_KEYS.loginState) ?? 'null') as Partial<LoginState> | null;
      if (typeof value?.userIsLoggedIn !== 'boolean') return null;
      return {
        userIsLoggedIn: value.userIsLoggedIn,
        username: typeof value.username === 'string' ? value.username : null,
      };
    } catch {
      return null;
    }
  },
  write(state) {
    local.set(STORAGE_KEYS.loginState, JSON.stringify(state));
  },
};
