import { createStore, type StoreApi } from 'zustand/vanilla';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { local } from '../../lib/storage';
import { readChosenTheme, type ThemeMode } from './chosen-theme';

export type { ThemeMode };

export interface ThemeState {
  /** null: follow the system preference (the default); otherwise the user's choice. */
  chosen: ThemeMode | null;
}

export function createThemeStore(): StoreApi<ThemeState> {
  return createStore<ThemeState>(() => ({ chosen: readChosenTheme() }));
}

/** Remembers an explicit choice; from then on the system preference no longer applies. */
export function chooseTheme(store: StoreApi<ThemeState>, mode: ThemeMode): void {
  local.set(STORAGE_KEYS.themeMode, mode);
  store.setState({ chosen: mode });
}
