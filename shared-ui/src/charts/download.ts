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
