import { toCsv, type CsvTable } from './csv';

/** Saves `href` (a data or blob URL) as `fileName` through a temporary link. */
export function saveHref(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** Downloads the table as `<fileName>.csv`, with a BOM so spreadsheets read it as UTF-8. */
export function downloadCsv(table: CsvTable, fileName: string): void {
  const blob = new Blob(['\uFEFF', toCsv(table)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  saveHref(url, `${fileName}.csv`);
  URL.revokeObjectURL(url);
}

/** PNG export scale (docs/product.md#formats: chart download is PNG at scale 2). */
export const PNG_SCALE = 2;

/**
 * The chart canvas as a PNG at `scale` times its CSS size, on the card's background (the
 * canvas itself is transparent). Null when the browser cannot draw (no 2D context).
 */
export function canvasToPng(canvas: HTMLCanvasElement, background: string, scale = PNG_SCALE): string | null {
  const width = canvas.clientWidth || canvas.width;
  const height = canvas.clientHeight || canvas.height;
  const output = document.createElement('canvas');
  output.width = Math.round(width * scale);
  output.height = Math.round(height * scale);
  const context = output.getContext('2d');
  if (!context) return null;
  context.fillStyle = background;
  context.fillRect(0, 0, output.width, output.height);
  context.drawImage(canvas, 0, 0, output.width, output.height);
  return output.toDataURL('image/png');
}
