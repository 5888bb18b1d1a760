import type { HostApi, ReadableStore } from 'shared-contracts';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { SuiteThemeMode } from './suite-theme';
import { useSystemPrefersDark } from './use-media-query';

/** Stands in for the host's theme store when the host shares none (hooks need a store to read). */
type ModeStore = ReadableStore<{ mode: SuiteThemeMode | null }>;
const NO_HOST_THEME: ModeStore = createStore<{ mode: SuiteThemeMode | null }>(() => ({ mode: null }));

/**
 * The mode hosts standing in for the shell paint with: the host's (`host.theme`) when it shares
 * one, else the system's colour scheme, followed live, as the shell does before a user's choice.
 */
export function useSuiteThemeMode(host: HostApi): SuiteThemeMode {
  const store: ModeStore = host.theme?.mode ?? NO_HOST_THEME;
  const hostMode = useStore(store, (state) => state.mode);
  const systemDark = useSystemPrefersDark();
  return hostMode ?? (systemDark ? 'dark' : 'light');
}
