import type { ExportLinkResponse, InvestmentResponse, ShareOfVoiceResponse } from 'shared-contracts';
import { createTestApp, logIn, type TestApp } from '../../testing/test-app';
import { insertMarketFixture } from '../spots-list/market-fixture';
import { escapeCell } from './render/cell-escape';
import { AUGUST_QUERY, download, getExport, readWorkbook, sheetValues } from './export-test-helpers';

// Issue 17, "figures agree everywhere": a row's share in the Excel is the share the page shows
// for it. The exports once rounded each share alone while the pages' answers round them to add
// to 100, so a row read 0.18 in the file and 0.17 on screen. (Names that start like a formula
// are written neutralised, as every export writes them.)

let testApp: TestApp;
let token: string;
beforeAll(async () => {
  testApp = await createTestApp();
  await insertMarketFixture(testApp.db);
  token = (await logIn(testApp.app, 'analyst@demo.test')).token;
});
afterAll(() => testApp.close());

const AUGUST_BODY = [{ country: 'AR', since: '2023-08-01', until: '2023-08-31' }];

async function answerOf<T>(path: string): Promise<T> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/v2/${path}?snap=0&lang=en`,
    headers: { authorization: `Bearer ${token}` },
    payload: AUGUST_BODY,
  });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
}

async function excelSheet(type: 'sov' | 'soi', sheet: string): Promise<unknown[][]> {
  const response = await getExport(testApp, `/api/${type}/export/excel?${AUGUST_QUERY}`, token);
  expect(response.statusCode).toBe(200);
  const file = await download(testApp, response.json<ExportLinkResponse>());
  return sheetValues(await readWorkbook(file.rawPayload), sheet).slice(1);
}

describe('the Excel exports share as the pages do', () => {
  test.each([
    ['advertisers', 'Advertisers'],
    ['publishers', 'Publishers'],
    ['industries', 'Industries'],
  ])('Share of Voice by %s: each row of the file is the answer’s row, in its order', async (dimension, sheet) => {
    const [country] = await answerOf<ShareOfVoiceResponse>(`sov/${dimension}`);
    const rows = await excelSheet('sov', sheet);
    expect(rows).toEqual(
      country?.tableData.map((row) => [escapeCell(row.label), row.viewability ?? null, row.percentage, row.total]),
    );
    expect(rows.reduce((sum, row) => sum + Number(row[2]), 0)).toBeCloseTo(100, 6);
  });

  test('Real-Time Spend by advertisers: each row of the file is the answer’s row, in its order', async () => {
    const [country] = await answerOf<InvestmentResponse>('soi/advertisers');
    const rows = await excelSheet('soi', 'Advertisers');
    expect(rows.map((row) => [row[0], row[1], row[2]])).toEqual(
      country?.tableData.map((row) => [escapeCell(row.label), row.percentage, row.amount]),
    );
  });
});
