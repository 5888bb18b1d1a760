import ExcelJS from 'exceljs';
import { expect, type Page, type Request } from '@playwright/test';
import type { ShareOfVoiceRow } from 'shared-contracts';
import { productNumber } from './market-views';

/** Every body row of a table of the page, by its accessible name: its cells' texts. */
export async function tableRows(page: Page, name: string): Promise<string[][]> {
  const table = page.getByRole('main').getByRole('table', { name, exact: true });
  // Rows by role: antd's hidden measure row (a scrolling table's column widths) is not one.
  await expect(table.locator('tbody').getByRole('row').first()).toBeVisible();
  const rows = await table.locator('tbody').getByRole('row').all();
  const cells = await Promise.all(rows.map((row) => row.getByRole('cell').allTextContents()));
  return cells.filter((row) => row.length > 0);
}

/** A share of voice row as the pages write the API's row: name, pViewability, share, spots. */
export function shownShareRow(row: ShareOfVoiceRow, name = row.label): string[] {
  return [
    name,
    row.viewability === null ? 'N/A' : `${productNumber(row.viewability)}%`,
    `${productNumber(row.percentage)}%`,
    productNumber(row.total, 0),
  ];
}

/** The call of the same search for another breakdown: `/v2/sov/industries?…` → `/v2/sov/<dimension>?…`. */
export function urlForDimension(call: Request, dimension: string): string {
  const url = new URL(call.url());
  url.pathname = url.pathname.replace(/\/[a-z]+$/, `/${dimension}`);
  return url.href;
}

/** An Excel workbook's sheets as plain values, row 1 being the header. */
export async function workbookSheets(bytes: Buffer): Promise<Map<string, unknown[][]>> {
  const workbook = new ExcelJS.Workbook();
  // exceljs' typings predate Node's generic Buffer.
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const sheets = new Map<string, unknown[][]>();
  for (const sheet of workbook.worksheets) {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    sheets.set(sheet.name, rows);
  }
  return sheets;
}
