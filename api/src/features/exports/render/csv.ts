import type { Cell, Report, ReportSheet } from '../report-model';
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

/** Each country's first table (a single-table export has one per country), in the report's order. */
function firstTableOfEachCountry(report: Report): ReportSheet[] {
  const seen = new Set<string>();
  return report.sheets.filter((sheet) => {
    const code = sheet.country?.code ?? '';
    if (seen.has(code)) return false;
    seen.add(code);
    return true;
  });
}

/**
 * The one table a CSV holds: the report's first. Of several countries, each country's first table
 * one after the other under a country column; a header that differs between countries (the
 * amount's currency) names each variant, joined with " / ".
 */
export function csvTable(report: Report): ReportSheet {
  const [first] = report.sheets;
  if (!first) return { name: '', columns: [], rows: [] };
  if (report.countryHeader === undefined) return first;
  const tables = firstTableOfEachCountry(report);
  const columns = first.columns.map((column, index) => {
    const headers = new Set(tables.map((table) => table.columns[index]?.header ?? column.header));
    return { ...column, header: [...headers].join(' / ') };
  });
  return {
    name: first.name,
    columns: [{ header: report.countryHeader, width: 8 }, ...columns],
    rows: tables.flatMap((table) => table.rows.map((row): Cell[] => [table.country?.code ?? null, ...row])),
  };
}
