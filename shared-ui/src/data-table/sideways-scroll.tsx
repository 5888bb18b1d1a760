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

/**
 * Table props for a table wider than its card (on a phone): it keeps its width and scrolls
 * sideways inside the card instead of widening the page. antd's `scroll.x` does the same but
 * renders a row that measures every column in a layout effect, which forces the browser to lay
 * out the whole new page inside the render's task (about 75 ms at CPU × 4, issue 16); here the
 * width is only CSS. Not for a virtual table or fixed columns, which need `scroll`.
 */
export const SIDEWAYS_SCROLL = {
  components: { table: SidewaysScrollingTable },
  styles: { content: { overflowX: 'auto' } },
} as const;
