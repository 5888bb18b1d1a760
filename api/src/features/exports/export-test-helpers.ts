import ExcelJS from 'exceljs';
import type { ExportLinkResponse } from 'shared-contracts';
import type { TestApp } from '../../testing/test-app';

/** Calls an export with a bearer (or none) and answers the raw response. */
export function getExport(testApp: TestApp, url: string, token: string | undefined) {
  return testApp.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** Follows an export's link like the browser's new tab: no token. */
export async function download(testApp: TestApp, link: ExportLinkResponse) {
  const response = await testApp.app.inject({ method: 'GET', url: link._links.self.href });
  if (response.statusCode !== 200) throw new Error(`Download failed: ${response.statusCode} ${response.body}`);
  return response;
}

export async function readWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  // exceljs' typings predate Node's generic Buffer.
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return workbook;
}

/** A sheet's rows as plain values: row 1 is the header. */
export function sheetValues(workbook: ExcelJS.Workbook, name: string): unknown[][] {
  const sheet = workbook.getWorksheet(name);
  if (!sheet) throw new Error(`No sheet ${name}; sheets: ${workbook.worksheets.map((item) => item.name).join(', ')}`);
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

/** The fixture's AR month as export query parameters, dates written the spec's way. */
/** August 2023 in Argentina, the report written in English (without lang: the user's saved language). */
export const AUGUST_QUERY = 'country=AR&since=2023/08/01&until=2023/08/31&lang=en';
