import { useSyncExternalStore } from 'react';
import type { NativeThemeMode } from 'shared-ui/native-look';
import { useHost } from '../host-context';

const NOTHING_TO_FOLLOW = () => () => undefined;
const SYSTEM_DARK = '(prefers-color-scheme: dark)';

function systemMode(): NativeThemeMode {
  return typeof window !== 'undefined' && window.matchMedia?.(SYSTEM_DARK).matches ? 'dark' : 'light';
}

/** The theme the shell shows (`host.theme`); a host that shares none gets the system's. */
export function usePageTheme(): NativeThemeMode {
  const theme = useHost().theme;
  const read = () => (theme ? theme.mode.getState().mode : systemMode());
  // The same read on the shell's server (server/render-page.tsx), whose host says the mode.
  return useSyncExternalStore(theme?.mode.subscribe ?? NOTHING_TO_FOLLOW, read, read);
}
