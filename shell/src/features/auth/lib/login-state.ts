import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { versionedPersist } from '../../persistence';
import { readLogin, type LoginState } from './stored-login';

export interface LoginStateStore {
  read(): LoginState | null;
  write(state: LoginState): void;
}

/** null: nothing was ever written on this browser. */
type StoredLogin = { login: LoginState | null };

/** The login state in localStorage (zustand `persist`, version 10.2), read once when created. */
export function createLocalLoginState(): LoginStateStore {
  const store = createStore<StoredLogin>()(
    persist(
      () => ({ login: null }),
      versionedPersist<StoredLogin, LoginState | null>({
        name: STORAGE_KEYS.loginState,
        // Listed field by field, so nothing else (a password, a token) can ever slip in.
        partialize: ({ login }) => (login ? { userIsLoggedIn: login.userIsLoggedIn, username: login.username } : null),
        merge: (persisted, current) => ({ ...current, login: readLogin(persisted) }),
      }),
    ),
  );
  return {
    read: () => store.getState().login,
    write: (login) => store.setState({ login }),
  };
}
