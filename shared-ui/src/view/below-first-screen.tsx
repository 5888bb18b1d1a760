import { useDeferredValue, type ReactNode } from 'react';

export interface BelowFirstScreenProps {
  /** What a view draws under its first screen (a table, more charts). */
  children: ReactNode;
  /** The room it is expected to take, held until it draws (so the page does not jump). */
  minHeight: number;
}

/**
 * A view's parts under its first screen, drawn a render after the rest. A view opens with its
 * answer in one render; drawing what nobody sees yet in that same render made the user wait for it
 * before the first frame and before the first chart's turn (issue 16). React runs the deferred
 * render after more urgent work, so the charts in view come first; this part follows within a few
 * frames, long before the user can scroll to it.
 */
export function BelowFirstScreen({ children, minHeight }: BelowFirstScreenProps) {
  const drawn = useDeferredValue(true, false);
  return drawn ? children : <div aria-busy="true" style={{ minHeight }} />;
}
