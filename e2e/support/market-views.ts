import { readFile } from 'node:fs/promises';
import { expect, type APIResponse, type Download, type Page, type Request } from '@playwright/test';
import { DEMO_USERS, logInPastWelcome } from './demo-users';

/** Logs the analyst in and waits for the default page (Share of Voice) with its first answer. */
export async function logInAsAnalyst(page: Page): Promise<void> {
  await page.goto('/login');
  await logInPastWelcome(page, DEMO_USERS.analyst);
  await expect(page).toHaveURL(/\/dashboard\/shareofvoice$/);
}

/** Picks the countries in the toolbar's country picker (the ones already selected stay). */
export async function addCountries(page: Page, names: readonly string[]): Promise<void> {
  await page.getByRole('button', { name: /Countries:/ }).click();
  const picker = page.getByRole('dialog', { name: /^Select (countries|a country)$/ });
  for (const name of names) await picker.getByText(name, { exact: true }).click();
  await picker.getByRole('button', { name: 'Apply' }).click();
  await expect(picker).toBeHidden();
}

/** Picks a preset of the toolbar's date-range picker ('Last year', 'Last month', …). */
export async function pickPeriod(page: Page, preset: string): Promise<void> {
  await page.getByPlaceholder('Start date').click();
  await page.getByText(preset, { exact: true }).click();
}

/**
 * The same call as the page's `request`, sent again from the test through the shell's /api
 * proxy with the page's token: what the API answers for that search, independently of the page.
 * `url` asks another address with the same body (e.g. a bigger page of the same search).
 */
export async function replay(page: Page, request: Request, url = request.url()): Promise<APIResponse> {
  const headers = await request.allHeaders();
  const response = await page.request.fetch(url, {
    method: request.method(),
    headers: { authorization: headers.authorization ?? '', 'content-type': 'application/json' },
    data: request.postData() ?? undefined,
  });
  expect(response.ok(), `${request.method()} ${url} answered ${response.status()}`).toBe(true);
  return response;
}

/**
 * The product's number format, written independently of shared-ui's: dot thousands, comma
 * decimal (German grouping is exactly that).
 */
export function productNumber(value: number, decimals = 2): string {
  return new Intl.NumberFormat('de-DE', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: true,
  }).format(value);
}

/** Opens a chart card's download menu and downloads one of its files. */
export async function downloadFromChart(page: Page, chartTitle: string, item: 'Download CSV' | 'Download PNG') {
  await page.getByRole('button', { name: `Downloads of ${chartTitle}`, exact: true }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    // Menus opened before stay in the page, hidden: the open one is the visible one.
    page.getByRole('menuitem', { name: item, exact: true }).filter({ visible: true }).click(),
  ]);
  // The menu fades out after the click; the next chart's menu must not find it still visible.
  await expect(page.getByRole('menuitem', { name: item, exact: true }).filter({ visible: true })).toHaveCount(0);
  return download;
}

export async function downloadedBytes(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

/** Parses CSV text (RFC 4180 quotes, CRLF or LF lines), leaving out a UTF-8 BOM. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

export interface PngFacts {
  signatureOk: boolean;
  width: number;
  height: number;
}

/** The PNG signature and the image size from the IHDR chunk (the first chunk of every PNG). */
export function readPng(bytes: Buffer): PngFacts {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const signatureOk = bytes.subarray(0, 8).equals(signature) && bytes.subarray(12, 16).toString('ascii') === 'IHDR';
  return { signatureOk, width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
