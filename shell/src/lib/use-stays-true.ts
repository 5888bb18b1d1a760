import { useState } from 'react';

/**
 * True from the first render `value` is true on. For what loads on demand and must stay mounted
 * once shown: a dialog's closing animation, a notification's holder.
 */
export function useStaysTrue(value: boolean): boolean {
  const [reached, setReached] = useState(value);
  // Set during render, as React allows for state derived from props: no render shows it false.
  if (value && !reached) setReached(true);
  return reached || value;
}
