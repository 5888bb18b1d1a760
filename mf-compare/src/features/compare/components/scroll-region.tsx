import type { ReactNode } from 'react';

/**
 * What scrolls sideways when a table is wider than its card (20 entities, a phone): a region a
 * keyboard user can focus and scroll with the arrows, named as its table (axe's
 * scrollable-region-focusable: these tables hold no link or button to tab to).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </div>
  );
}
