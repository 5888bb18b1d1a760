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
  return useSyncExternalStore(theme?.mode.subscribe ?? NOTHING_TO_FOLLOW, () =>
    theme ? theme.mode.getState().mode : systemMode(),
  );
}
