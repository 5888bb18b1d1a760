import { inflateSync } from 'node:zlib';
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

/** A CSV's lines without the BOM and the final line break. */
export function csvLines(bytes: Buffer): string[] {
  return bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
}

/**
 * The text of a PDF made by pdfkit, page by page, one string per text run (a line, a cell): each
 * page is one deflated content stream whose runs are `[<hex> kerning <hex> …] TJ` in WinAnsi, which
 * the standard fonts of our renderer use.
 */
export function pdfPages(bytes: Buffer): string[][] {
  const file = bytes.toString('latin1');
  const pages: string[][] = [];
  for (const match of file.matchAll(/(?<!end)stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const content = inflateSync(bytes.subarray(start, file.indexOf('endstream', start))).toString('latin1');
    const runs = [...content.matchAll(/\[([^\]]*)\] TJ/g)].map((run) =>
      [...(run[1] ?? '').matchAll(/<([0-9a-f]*)>/g)]
        .map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1'))
        .join(''),
    );
    if (content.includes('BT')) pages.push(runs);
  }
  return pages;
}

/** The fixture's AR month as export query parameters, dates written the spec's way. */
/** August 2023 in Argentina, the report written in English (without lang: the user's saved language). */
export const AUGUST_QUERY = 'country=AR&since=2023/08/01&until=2023/08/31&lang=en';
