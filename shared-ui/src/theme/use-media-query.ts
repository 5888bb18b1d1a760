import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, read during render and followed live. Unlike antd's
 * `Grid.useBreakpoint`, which learns the screen in a layout effect and then renders its
 * component again, the first render already has the answer: a frame drawn for the wrong screen
 * and drawn again synchronously cost a whole second render of the dashboard on a slow CPU.
 * Where nothing answers media queries (server rendering) it reads false.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The system's dark colour scheme, which the suite follows until a user chooses a mode. */
export const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)';

/** Whether the system asks for a dark colour scheme, followed live. */
export function useSystemPrefersDark(): boolean {
  return useMediaQuery(SYSTEM_DARK_QUERY);
}

/** The system's wish for less motion, which the suite's antd theme follows (no animations). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the system asks for reduced motion, followed live. */
export function useSystemPrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}
