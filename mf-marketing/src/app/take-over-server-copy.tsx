import { useLayoutEffect } from 'react';
import { showClientPage } from 'shared-ui/server-page';

/**
 * Drawn beside a page, inside its Suspense boundary: it commits when the page itself does (not
 * its spinner), and the page then takes the place of the copy the shell's server rendered in the
 * same frame, before the browser paints (no flash; issue 56).
 */
export function TakeOverServerCopy() {
  useLayoutEffect(() => showClientPage(), []);
  return null;
}
