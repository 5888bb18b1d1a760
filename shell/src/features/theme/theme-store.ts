import { createStore, type StoreApi } from 'zustand/vanilla';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { local } from '../../lib/storage';

export type ThemeMode = 'light' | 'dark';

export interface ThemeState {
  /** null: follow the system preference (the default); otherwise the user's choice. */
  chosen: ThemeMode | null;
}

function readChosen(): ThemeMode | null {
  const stored = local.get(STORAGE_KEYS.themeMode);
  return stored === 'light' || stored === 'dark' ? stored : null;
}

export function createThemeStore(): StoreApi<ThemeState> {
  return createStore<ThemeState>(() => ({ chosen: readChosen() }));
}

/** Remembers an explicit choice; from then on the system preference no longer applies. */
export function chooseTheme(store: StoreApi<ThemeState>, mode: ThemeMode): void {
  local.set(STORAGE_KEYS.themeMode, mode);
  store.setState({ chosen: mode });
}
