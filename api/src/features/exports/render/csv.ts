import type { Cell, ReportSheet } from '../report-model';
import { escapeCell } from './cell-escape';

function csvField(value: Cell): string {
  const escaped = escapeCell(value);
  if (escaped === null) return '';
  const text = String(escaped);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV of one sheet, with a BOM so that Excel reads it as UTF-8. */
export function renderCsv(sheet: ReportSheet): Uint8Array {
  const lines = [sheet.columns.map((column) => csvField(column.header)), ...sheet.rows.map((row) => row.map(csvField))];
  return Buffer.from(`\uFEFF${lines.map((fields) => fields.join(',')).join('\r\n')}\r\n`, 'utf8');
}
