/** PNG export scale (docs/product.md#formats: chart download is PNG at scale 2). */
export const PNG_SCALE = 2;

/** A legend entry as the page shows it (ChartLegend): drawn under the chart in the PNG. */
export interface PngLegendEntry {
  name: string;
  color: string;
  shown: boolean;
}

/** A line's name as the page draws it over the chart (line-end-names.tsx), in the canvas's pixels. */
export interface PngLineName {
  name: string;
  color: string;
  x: number;
  y: number;
}

export interface PngLook {
  background: string;
  /** The legend's text, and a hidden entry's marker and text. */
  textColor: string;
  mutedColor: string;
  /** A CSS font, e.g. `12px sans-serif`. */
  font: string;
}

const ROW_HEIGHT = 20;
const MARKER = 8;
const MARKER_GAP = 4;
const ENTRY_GAP = 16;

/** The entries in rows no wider than `width`, each entry with its drawn width. */
function legendRows(context: CanvasRenderingContext2D, entries: readonly PngLegendEntry[], width: number) {
  const rows: { entry: PngLegendEntry; width: number }[][] = [];
  let row: { entry: PngLegendEntry; width: number }[] = [];
  let used = 0;
  for (const entry of entries) {
    const entryWidth = MARKER + MARKER_GAP + context.measureText(entry.name).width;
    const needed = row.length === 0 ? entryWidth : used + ENTRY_GAP + entryWidth;
    if (row.length > 0 && needed > width) {
      rows.push(row);
      row = [];
      used = entryWidth;
    } else used = needed;
    row.push({ entry, width: entryWidth });
  }
  if (row.length > 0) rows.push(row);
  return rows;
}

function drawLegend(
  context: CanvasRenderingContext2D,
  rows: ReturnType<typeof legendRows>,
  top: number,
  width: number,
  look: PngLook,
) {
  context.textBaseline = 'middle';
  rows.forEach((row, index) => {
    const rowWidth = row.reduce((sum, item) => sum + item.width, 0) + ENTRY_GAP * (row.length - 1);
    let x = (width - rowWidth) / 2;
    const y = top + ROW_HEIGHT * index + ROW_HEIGHT / 2;
    for (const { entry, width: entryWidth } of row) {
      context.fillStyle = entry.shown ? entry.color : look.mutedColor;
      context.beginPath();
      context.arc(x + MARKER / 2, y, MARKER / 2, 0, Math.PI * 2);
      context.fill();
      context.fillStyle = entry.shown ? look.textColor : look.mutedColor;
      context.fillText(entry.name, x + MARKER + MARKER_GAP, y);
      x += entryWidth + ENTRY_GAP;
    }
  });
}

const DASH = 8;
const DASH_GAP = 3;
const NAME_OFFSET = 6;

/** Each line's name at its end, after a dash of its colour, as the page shows them. */
function drawLineNames(context: CanvasRenderingContext2D, names: readonly PngLineName[], look: PngLook) {
  context.textBaseline = 'middle';
  for (const { name, color, x, y } of names) {
    context.fillStyle = color;
    context.fillRect(x + NAME_OFFSET, y - 1, DASH, 2);
    context.fillStyle = look.textColor;
    context.fillText(name, x + NAME_OFFSET + DASH + DASH_GAP, y);
  }
}

/**
 * The chart canvas as a PNG at `scale` times its CSS size, on the card's background (the canvas
 * itself is transparent), with the chart's legend under it and the lines' names at their ends: the
 * page draws both (ChartLegend, LineEndNames), so the canvas alone would not say which colour is
 * which. Null when the browser cannot draw (no 2D context).
 */
export function canvasToPng(
  canvas: HTMLCanvasElement,
  look: PngLook,
  { legend = [], lineNames = [] }: { legend?: readonly PngLegendEntry[]; lineNames?: readonly PngLineName[] } = {},
  scale = PNG_SCALE,
): string | null {
  const width = canvas.clientWidth || canvas.width;
  const height = canvas.clientHeight || canvas.height;
  const output = document.createElement('canvas');
  const context = output.getContext('2d');
  if (!context) return null;
  context.font = look.font;
  const rows = legendRows(context, legend, width);
  const legendHeight = rows.length > 0 ? rows.length * ROW_HEIGHT + ROW_HEIGHT / 2 : 0;
  output.width = Math.round(width * scale);
  output.height = Math.round((height + legendHeight) * scale);
  // Resizing the canvas reset its state: the font is set again, at the PNG's scale.
  context.scale(scale, scale);
  context.font = look.font;
  context.fillStyle = look.background;
  context.fillRect(0, 0, width, height + legendHeight);
  context.drawImage(canvas, 0, 0, width, height);
  drawLineNames(context, lineNames, look);
  drawLegend(context, rows, height, width, look);
  return output.toDataURL('image/png');
}
