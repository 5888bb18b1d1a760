import { createJSONStorage, type PersistOptions, type StateStorage } from 'zustand/middleware';
import { local } from '../../lib/storage';
import { STORE_VERSION } from '../../lib/storage-keys';

/** localStorage that never throws (private modes, full storage): a lost value is only a convenience. */
const safeLocalStorage: StateStorage = {
  getItem: (name) => local.get(name),
  setItem: (name, value) => local.set(name, value),
  removeItem: (name) => local.remove(name),
};

export interface VersionedPersistConfig<S, P> {
  /** The localStorage key (one of STORAGE_KEYS). */
  name: string;
  /** What is written: never a secret, never what the spec leaves out. */
  partialize: (state: S) => P;
  /**
   * Reads a stored value back onto the current state. The value comes from storage, so it is
   * `unknown` and checked here: anything malformed keeps the current state.
   */
  merge: (persisted: unknown, current: S) => S;
}

/**
 * zustand `persist` options with the spec's version 10.2: an older (or newer) version is not
 * migrated but dropped, so the store starts from its defaults.
 */
export function versionedPersist<S, P>(config: VersionedPersistConfig<S, P>): PersistOptions<S, P | undefined> {
  return {
    name: config.name,
    version: STORE_VERSION,
    storage: createJSONStorage<P | undefined>(() => safeLocalStorage),
    partialize: config.partialize,
    migrate: () => undefined,
    merge: (persisted, current) => (persisted === undefined ? current : config.merge(persisted, current)),
  };
}
