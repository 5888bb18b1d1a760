import { createStore, type StoreApi } from 'zustand/vanilla';
import type { HostTheme } from 'shared-contracts';
import { SYSTEM_DARK_QUERY } from 'shared-ui/theme';
import { chooseTheme, type ThemeMode, type ThemeState } from './theme-store';

/**
 * The theme as remotes see it (`host.theme`): the mode in effect, derived from the user's choice
 * and the system preference, and the same `choose` the top bar's toggle uses.
 */
export function createHostTheme(themeStore: StoreApi<ThemeState>): HostTheme {
  const system = window.matchMedia(SYSTEM_DARK_QUERY);
  const modeInEffect = (): ThemeMode => themeStore.getState().chosen ?? (system.matches ? 'dark' : 'light');
  const mode = createStore<{ mode: ThemeMode }>(() => ({ mode: modeInEffect() }));
  const follow = () => mode.setState({ mode: modeInEffect() });
  themeStore.subscribe(follow);
  system.addEventListener('change', follow);
  return { mode, choose: (chosen) => chooseTheme(themeStore, chosen) };
}
