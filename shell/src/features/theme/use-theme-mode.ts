import { useSystemPrefersDark } from 'shared-ui/theme';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { ThemeMode, ThemeState } from './theme-store';

/** The mode in effect: the user's choice, else the system's, followed live. */
export function useThemeMode(store: StoreApi<ThemeState>): ThemeMode {
  const chosen = useStore(store, (state) => state.chosen);
  const systemDark = useSystemPrefersDark();
  return chosen ?? (systemDark ? 'dark' : 'light');
}
