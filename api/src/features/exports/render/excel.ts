import ExcelJS from 'exceljs';
import type { Report } from '../report-model';
import { escapeCell } from './cell-escape';

/** Excel's limit on sheet names, and characters it refuses in them. */
function sheetName(name: string, used: Set<string>): string {
  const base = name.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet';
  let candidate = base;
  for (let index = 2; used.has(candidate.toLowerCase()); index += 1) candidate = `${base.slice(0, 28)} ${index}`;
  used.add(candidate.toLowerCase());
  return candidate;
}

/**
 * One sheet per table, the header in row 1 (bold, frozen, filterable) and the data below it,
 * then an "About" sheet with the title and the search, so tables stay machine-readable. In a
 * report of several countries each sheet's name starts with its country's code ("AR Advertisers").
 */
export async function renderExcel(report: Report): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Advertising intelligence reference API';
  workbook.created = new Date();
  const used = new Set<string>();
  for (const sheet of report.sheets) {
    const name = sheet.country ? `${sheet.country.code} ${sheet.name}` : sheet.name;
    const worksheet = workbook.addWorksheet(sheetName(name, used), { views: [{ state: 'frozen', ySplit: 1 }] });
    worksheet.columns = sheet.columns.map((column) => ({
      header: String(escapeCell(column.header)),
      width: column.width,
      style: column.numFmt ? { numFmt: column.numFmt } : {},
    }));
    worksheet.getRow(1).font = { bold: true };
    for (const row of sheet.rows) worksheet.addRow(row.map(escapeCell));
    if (sheet.columns.length > 0) {
      worksheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };
    }
  }
  const about = workbook.addWorksheet(sheetName(report.aboutSheet, used));
  about.getColumn(1).width = 90;
  about.addRow([escapeCell(report.title)]).font = { bold: true, size: 14 };
  for (const line of report.context) about.addRow([escapeCell(line)]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
