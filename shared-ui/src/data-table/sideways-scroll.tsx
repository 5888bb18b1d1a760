import { createContext, useContext, type TableHTMLAttributes } from 'react';

/** The width a table keeps however narrow its card: its columns' widths added up, or its content's. */
type TableMinWidth = number | 'max-content';

const TableMinWidthContext = createContext<TableMinWidth>('max-content');

/** Sets the least width of the tables below that scroll sideways (`SIDEWAYS_SCROLL`). */
export const TableMinWidthProvider = TableMinWidthContext.Provider;

function SidewaysScrollingTable(props: TableHTMLAttributes<HTMLTableElement>) {
  const minWidth = useContext(TableMinWidthContext);
  const width = minWidth === 'max-content' ? { width: 'max-content', minWidth: '100%' } : { minWidth };
  return <table {...props} style={{ ...props.style, ...width }} />;
}

/** The class of a box that scrolls sideways: `SuiteStyleSheet` fades the edges that have more beyond them. */
const SIDEWAYS_FADE = 'suite-sideways-fade';
/** The same, the start edge only: the end holds a sticky column (`STICKY_END_COLUMN`) with its own shadow. */
const SIDEWAYS_FADE_START = 'suite-sideways-fade-start';

const SIDEWAYS_CONTENT = { overflowX: 'auto' } as const;

/**
 * Table props for a table wider than its card (on a phone): it keeps its width and scrolls
 * sideways inside the card instead of widening the page, its edges fading where columns lie
 * beyond them (the cue that there is more). antd's `scroll.x` does the same but renders a row
 * that measures every column in a layout effect, which forces the browser to lay out the whole
 * new page inside the render's task (about 75 ms at CPU × 4, issue 16); here the width is only
 * CSS. Not for a virtual table or fixed columns, which need `scroll`.
 */
export const SIDEWAYS_SCROLL = {
  components: { table: SidewaysScrollingTable },
  classNames: { content: SIDEWAYS_FADE },
  styles: { content: SIDEWAYS_CONTENT },
} as const;

/** `SIDEWAYS_SCROLL` for a table whose last column sticks to the end (`STICKY_END_COLUMN`). */
export const SIDEWAYS_SCROLL_STICKY_END = {
  ...SIDEWAYS_SCROLL,
  classNames: { content: SIDEWAYS_FADE_START },
} as const;

/** Props for a box of one's own that scrolls a wide table sideways, with the same fading edges. */
export const SIDEWAYS_BOX = { className: SIDEWAYS_FADE, style: SIDEWAYS_CONTENT } as const;
