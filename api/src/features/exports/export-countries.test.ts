import type { ExportLinkResponse } from 'shared-contracts';
import { createTestApp, logIn, type TestApp } from '../../testing/test-app';
import { insertMarketFixture } from '../spots-list/market-fixture';
import { csvLines, download, getExport, pdfPages, readWorkbook, sheetValues } from './export-test-helpers';
import { EXPORT_TYPES } from './export-rules';

// The fixture has spots in AR and MX in August 2023, none in CL or CO.
const AUGUST = 'since=2023/08/01&until=2023/08/31&lang=en';

let testApp: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  testApp = await createTestApp();
  await insertMarketFixture(testApp.db);
  for (const user of ['analyst', 'noaudiences']) tokens[user] = (await logIn(testApp.app, `${user}@demo.test`)).token;
});
afterAll(() => testApp.close());

const exportAs = (path: string, user = 'analyst') => getExport(testApp, `/api/${path}`, tokens[user]);

async function exportFile(path: string) {
  const response = await exportAs(path);
  if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
  return download(testApp, response.json<ExportLinkResponse>());
}

const workbookOf = async (path: string) => readWorkbook((await exportFile(path)).rawPayload);
const sheetNames = (workbook: Awaited<ReturnType<typeof workbookOf>>) => workbook.worksheets.map((sheet) => sheet.name);

describe('an export of every selected country', () => {
  test('Excel: each country’s tables (its one-country export’s, unchanged), AR’s then MX’s, then About naming both', async () => {
    const response = await exportFile(`sov/export/excel?country=AR&${AUGUST}&countries=AR&countries=MX`);
    const both = await readWorkbook(response.rawPayload);
    const argentina = await workbookOf(`sov/export/excel?country=AR&${AUGUST}`);
    const mexico = await workbookOf(`sov/export/excel?country=MX&${AUGUST}`);

    expect(response.headers['content-disposition']).toContain('sov-AR-MX-2023-08-01-2023-08-31.xlsx');
    const tables = sheetNames(argentina).filter((name) => name !== 'About');
    expect(tables).toContain('Advertisers');
    expect(sheetNames(both)).toEqual([
      ...tables.map((name) => `AR ${name}`),
      ...tables.map((name) => `MX ${name}`),
      'About',
    ]);
    for (const name of tables) {
      expect(sheetValues(both, `AR ${name}`)).toEqual(sheetValues(argentina, name));
      expect(sheetValues(both, `MX ${name}`)).toEqual(sheetValues(mexico, name));
    }
    // MX holds its own market, not AR's.
    expect(sheetValues(both, 'MX Advertisers')).not.toEqual(sheetValues(both, 'AR Advertisers'));
    const about = sheetValues(both, 'About').map(([line]) => line);
    expect(about.slice(0, 3)).toEqual([
      'Share of Voice',
      'Countries: Argentina (AR), México (MX)',
      'Range: 2023-08-01 to 2023-08-31',
    ]);
    expect(about.filter((line) => String(line).startsWith('Country:'))).toEqual([]);
  });

  test('PDF: the title and search once, then a section per country headed by its name, each after the first on a new page', async () => {
    const response = await exportFile(`sov/export/pdf?country=AR&${AUGUST}&countries=MX&countries=CL`);
    const pages = pdfPages(response.rawPayload);
    const texts = pages.flat();

    expect(response.headers['content-disposition']).toContain('sov-AR-MX-CL-2023-08-01-2023-08-31.pdf');
    expect(texts.filter((text) => text === 'Share of Voice')).toHaveLength(1);
    expect(pages[0]?.slice(0, 2)).toEqual(['Share of Voice', 'Countries: Argentina (AR), México (MX), Chile (CL)']);
    const headings = ['Argentina (AR)', 'México (MX)', 'Chile (CL)'];
    expect(texts.filter((text) => headings.includes(text))).toEqual(headings);
    expect(pages[0]).toContain('Argentina (AR)');
    expect(pages.filter((page) => page[0] === 'México (MX)')).toHaveLength(1);
    // CL has no spots that month: its section is there, its tables empty.
    const chile = pages.find((page) => page[0] === 'Chile (CL)') ?? [];
    expect(chile).toContain('Advertisers');
    expect(chile).toContain('No rows');
  });

  test('CSV: one table with a Country column, each country’s rows those of its one-country CSV', async () => {
    const response = await exportFile(`campaign_details/export/csv?country=AR&${AUGUST}&countries=AR&countries=MX`);
    const both = csvLines(response.rawPayload);
    const [header, ...argentina] = csvLines(
      (await exportFile(`campaign_details/export/csv?country=AR&${AUGUST}`)).rawPayload,
    );
    const [, ...mexico] = csvLines((await exportFile(`campaign_details/export/csv?country=MX&${AUGUST}`)).rawPayload);

    expect(response.headers['content-disposition']).toContain('campaign-details-AR-MX-2023-08-01-2023-08-31.csv');
    expect(argentina.length).toBeGreaterThan(0);
    expect(mexico.length).toBeGreaterThan(0);
    expect(both).toEqual([
      `Country,${header}`,
      ...argentina.map((line) => `AR,${line}`),
      ...mexico.map((line) => `MX,${line}`),
    ]);
  });

  test('CSV: a header that differs between countries (the amount’s currency) names each', async () => {
    const [header] = csvLines(
      (await exportFile(`campaign_rts/export/csv?country=AR&${AUGUST}&countries=MX&countries=CL`)).rawPayload,
    );

    expect(header).toBe(
      'Country,Date,Campaign,Advertiser,Product,Format,Platform,Spots,Prints,Amount (ARS) / Amount (MXN) / Amount (CLP)',
    );
  });

  test('the countries are `country` first, then `countries` in their order, each once', async () => {
    const workbook = await workbookOf(
      `campaign_details/export/excel?country=MX&${AUGUST}&countries=AR&countries=MX&countries=AR`,
    );

    expect(sheetNames(workbook)).toEqual(['MX Campaigns', 'AR Campaigns', 'About']);
  });

  test('one country, named again in `countries` or not at all, is the one-country file', async () => {
    const today = await exportFile(`campaign_details/export/csv?country=AR&${AUGUST}`);
    const repeated = await exportFile(`campaign_details/export/csv?country=AR&${AUGUST}&countries=AR`);
    expect(repeated.headers['content-disposition']).toBe(today.headers['content-disposition']);
    expect(repeated.rawPayload.equals(today.rawPayload)).toBe(true);

    const workbook = await workbookOf(`sov/export/excel?country=AR&${AUGUST}&countries=AR`);
    expect(sheetNames(workbook)).toContain('Advertisers');
    expect(sheetValues(workbook, 'About')[1]).toEqual(['Country: Argentina (AR)']);
  });

  test.each(EXPORT_TYPES)(
    '%s: a country without spots keeps its tables, empty, beside one with spots',
    async (type) => {
      const workbook = await workbookOf(`${type}/export/excel?country=AR&${AUGUST}&countries=CL&type=industries`);
      const names = sheetNames(workbook);
      const argentina = names.filter((name) => name.startsWith('AR '));
      const chile = names.filter((name) => name.startsWith('CL '));

      expect(chile).toEqual(argentina.map((name) => name.replace(/^AR /, 'CL ')));
      for (const name of chile) {
        const [header, ...rows] = sheetValues(workbook, name);
        expect(header).toHaveLength(sheetValues(workbook, name.replace(/^CL /, 'AR '))[0]?.length ?? -1);
        // The snapshot's summary counts what there is: nothing.
        if (name === 'CL Summary') expect(rows[0]).toEqual(['Spots', 0]);
        else expect(rows).toEqual([]);
      }
    },
  );

  test('no country with spots answers 404 with the no-data message', async () => {
    const response = await exportAs(`sov/export/excel?country=CL&${AUGUST}&countries=CO`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No data available. Try with other criteria.' });
  });

  test('a country outside the user’s countries is refused, naming it', async () => {
    const response = await exportAs(`sov/export/excel?country=AR&${AUGUST}&countries=AR&countries=MX`, 'noaudiences');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'You have no access to the country MX' });
  });

  test('a country without investment is refused on an investment export, naming it', async () => {
    const response = await exportAs(`soi/export/excel?country=AR&${AUGUST}&countries=US`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Investment data is not available for US' });
  });

  test('an unknown country in `countries` is a bad request', async () => {
    expect((await exportAs(`sov/export/excel?country=AR&${AUGUST}&countries=XX`)).statusCode).toBe(400);
  });
});
