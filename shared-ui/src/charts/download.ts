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

const CSV_URL_LIFETIME_MS = 60_000;

/** Downloads the table as `<fileName>.csv`, with a BOM so spreadsheets read it as UTF-8. */
export function downloadCsv(table: CsvTable, fileName: string): void {
  const blob = new Blob(['\uFEFF', toCsv(table)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  saveHref(url, `${fileName}.csv`);
  // The browser reads the blob after the click has returned, later still on a busy machine:
  // revoked at once, the download can be lost without a word. A minute holds one small file.
  window.setTimeout(() => URL.revokeObjectURL(url), CSV_URL_LIFETIME_MS);
}
