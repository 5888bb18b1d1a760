import { useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { ThemeMode, ThemeState } from './theme-store';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeToSystem(onChange: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function systemPrefersDark(): boolean {
  return window.matchMedia(DARK_QUERY).matches;
}

/** The mode in effect: the user's choice, else the system's, followed live. */
export function useThemeMode(store: StoreApi<ThemeState>): ThemeMode {
  const chosen = useStore(store, (state) => state.chosen);
  const systemDark = useSyncExternalStore(subscribeToSystem, systemPrefersDark, () => false);
  return chosen ?? (systemDark ? 'dark' : 'light');
}
