import type { CSSProperties } from 'react';

const STICKY: CSSProperties = {
  position: 'sticky',
  insetInlineEnd: 0,
  zIndex: 2,
  // The columns scrolling under it show through neither its cells nor its edge's shadow.
  boxShadow: 'inset 8px 0 8px -8px rgba(0, 0, 0, 0.15)',
};
const CELL: CSSProperties = { ...STICKY, background: 'var(--ant-color-bg-container)' };
const HEADER_CELL: CSSProperties = { ...STICKY, background: 'var(--ant-table-header-bg)' };

/**
 * Column props that keep a table's last column (its row actions) at the card's right edge while
 * the other columns scroll sideways under it: a table wider than its card (the Spots List at
 * 1280 px, any table on a phone) never hides its actions. CSS only (sticky cells), so it works
 * with `SIDEWAYS_SCROLL`, which antd's `fixed` columns do not.
 */
export const STICKY_END_COLUMN = {
  onCell: () => ({ style: CELL }),
  onHeaderCell: () => ({ style: HEADER_CELL }),
} as const;
