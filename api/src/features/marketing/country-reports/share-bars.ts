import type { PdfDocument } from '../../exports/render/pdf';
import type { ReportShare } from './report-facts';

export const ROW_HEIGHT = 16;
const BAR_FILL = '#2f6fb0';
const TRACK_FILL = '#edf1f6';

/** A percent as the product writes it: comma decimals (docs/product.md#formats). */
const percent = (value: number) =>
  value.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export interface BarColumns {
  x: number;
  /** The label's width, the bar's, and the share's after it. */
  label: number;
  bar: number;
  share: number;
  /** Columns between the label and the bar (an advertiser's spots). */
  extra?: { width: number; values: readonly string[] };
}

/** One text cell on one line, cut with an ellipsis: nothing here may flow onto a second page. */
export function cell(doc: PdfDocument, text: string, x: number, y: number, width: number, align: 'left' | 'right') {
  doc.text(text, x, y, { width, align, height: ROW_HEIGHT, ellipsis: true, lineBreak: false });
}

/**
 * Horizontal bars, one per row from `y`, drawn with pdfkit's own rectangles: each bar's length is
 * its share against the list's largest, so the first fills its track; the share is written after.
 * Returns the y below the last row.
 */
export function drawShareBars(doc: PdfDocument, rows: readonly ReportShare[], columns: BarColumns, y: number): number {
  const largest = Math.max(...rows.map((row) => row.share), 1);
  const extraWidth = columns.extra?.width ?? 0;
  rows.forEach((row, index) => {
    const top = y + index * ROW_HEIGHT;
    doc.font('Helvetica').fontSize(9).fillColor('#111111');
    cell(doc, row.label, columns.x, top + 3, columns.label - 6, 'left');
    if (columns.extra)
      cell(doc, columns.extra.values[index] ?? '', columns.x + columns.label, top + 3, extraWidth - 6, 'right');
    const barX = columns.x + columns.label + extraWidth;
    doc.rect(barX, top + 3, columns.bar, ROW_HEIGHT - 6).fill(TRACK_FILL);
    doc.rect(barX, top + 3, Math.max(1, (row.share / largest) * columns.bar), ROW_HEIGHT - 6).fill(BAR_FILL);
    doc.fillColor('#111111');
    cell(doc, percent(row.share), barX + columns.bar, top + 3, columns.share, 'right');
  });
  return y + rows.length * ROW_HEIGHT;
}
