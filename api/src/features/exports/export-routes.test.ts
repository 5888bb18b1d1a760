import type { ExportLinkResponse } from 'shared-contracts';
import { acceptTermsOf, createTestApp, logIn, type TestApp } from '../../testing/test-app';
import { insertMarketFixture } from '../spots-list/market-fixture';
import { EXPORT_LINK_EXPIRED_MESSAGE } from './export-file-routes';
import { AUGUST_QUERY, download, getExport, readWorkbook, sheetValues } from './export-test-helpers';
import { EXPORT_MESSAGES, EXPORT_TYPES } from './export-rules';

let testApp: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  testApp = await createTestApp();
  await insertMarketFixture(testApp.db);
  await acceptTermsOf(testApp.db, 'demo@demo.test');
  for (const user of ['analyst', 'sov', 'demo', 'noaudiences', 'superadmin']) {
    tokens[user] = (await logIn(testApp.app, `${user}@demo.test`)).token;
  }
});
afterAll(() => testApp.close());

const exportAs = (path: string, user = 'analyst') => getExport(testApp, `/api/${path}`, tokens[user]);

async function exportFile(path: string, user = 'analyst') {
  const response = await exportAs(path, user);
  if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
  const link = response.json<ExportLinkResponse>();
  expect(link._links.self.href).toMatch(/^\/api\/exports\/files\/[\w-]{43}$/);
  return download(testApp, link);
}

async function sqlCount(sql: string): Promise<number> {
  const { rows } = await testApp.db.query<{ n: number }>(sql);
  return rows[0]?.n ?? -1;
}

const AUGUST_SQL = `country_code = 'AR' and date between '2023-08-01' and '2023-08-31'`;

describe('GET /api/{type}/export/{format}', () => {
  test('campaign_details excel: one row per campaign under the header, the count equal to SQL', async () => {
    const response = await exportFile(`campaign_details/export/excel?${AUGUST_QUERY}`);

    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toContain('campaign-details-AR-2023-08-01-2023-08-31.xlsx');
    const rows = sheetValues(await readWorkbook(response.rawPayload), 'Campaigns');
    expect(rows[0]).toEqual([
      'Campaign',
      'Advertiser',
      'Product',
      'Industry',
      'Category',
      'Platform',
      'Format',
      'Style',
      'Spots',
      'pViewability',
      'First seen',
      'Last seen on',
      'Last seen',
      'Last seen URL',
      'Creative',
    ]);
    expect(rows.length - 1).toBe(
      await sqlCount(`select count(distinct campaign_id)::int as n from spots where ${AUGUST_SQL}`),
    );
    // First seen: the campaign's first spot in Argentina, whatever the period.
    const { rows: firstDays } = await testApp.db.query<{ id: number; first: string }>(
      `select campaign_id as id, to_char(min(date), 'YYYY-MM-DD') as first from spots
       where country_code = 'AR' and campaign_id in (select campaign_id from spots where ${AUGUST_SQL})
       group by campaign_id`,
    );
    const expected = new Map(firstDays.map((row) => [row.id, row.first]));
    expect(new Map(rows.slice(1).map((row) => [Number(row[0]), row[10]]))).toEqual(expected);
  });

  test('sov excel: a sheet per tab with Name, pViewability, SOV (%), Spots; shares add up to 100', async () => {
    const response = await exportFile(`sov/export/excel?${AUGUST_QUERY}`);
    const workbook = await readWorkbook(response.rawPayload);

    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Industries',
      'Advertisers',
      'Categories',
      'Formats',
      'Publishers',
      'Platforms',
      'Sources',
      'About',
    ]);
    const advertisers = sheetValues(workbook, 'Advertisers');
    expect(advertisers[0]).toEqual(['Name', 'pViewability', 'SOV (%)', 'Spots']);
    expect(advertisers.length - 1).toBe(
      await sqlCount(`select count(distinct advertiser_id)::int as n from spots where ${AUGUST_SQL}`),
    );
    const shares = advertisers.slice(1).map((row) => Number(row[2]));
    expect(shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(100, 1);
    const spots = advertisers.slice(1).reduce((sum, row) => sum + Number(row[3]), 0);
    expect(spots).toBe(await sqlCount(`select count(*)::int as n from spots where ${AUGUST_SQL}`));
  });

  test('an export is written in its language: headings and the names of industries and platforms; advertisers as they are', async () => {
    await testApp.db.exec(
      "update industries set name_pt = 'PT ' || name; update platforms set name_pt = 'PT ' || name",
    );
    try {
      const portuguese = await readWorkbook(
        (await exportFile(`sov/export/excel?${AUGUST_QUERY.replace('lang=en', 'lang=pt')}`)).rawPayload,
      );
      const english = await readWorkbook((await exportFile(`sov/export/excel?${AUGUST_QUERY}`)).rawPayload);

      const names = (workbook: typeof english, sheet: string) =>
        sheetValues(workbook, sheet)
          .slice(1)
          .map((row) => row[0]);
      expect(names(portuguese, 'Indústrias').length).toBeGreaterThan(0);
      for (const name of names(portuguese, 'Indústrias')) expect(name).toMatch(/^PT /);
      for (const name of names(portuguese, 'Plataformas')) expect(name).toMatch(/^PT /);
      expect(
        names(english, 'Industries')
          .map((name) => `PT ${String(name)}`)
          .sort(),
      ).toEqual(names(portuguese, 'Indústrias').map(String).sort());
      expect(names(portuguese, 'Anunciantes')).toEqual(names(english, 'Advertisers'));
      // The headings are Portuguese too.
      expect(sheetValues(portuguese, 'Anunciantes')[0]).toEqual(['Nome', 'pViewability', 'SOV (%)', 'Spots']);
      expect(portuguese.worksheets.map((sheet) => sheet.name)).toContain('Sobre');
    } finally {
      await testApp.db.exec('update industries set name_pt = null; update platforms set name_pt = null');
    }
  });

  test('filters arrive as repeated keys or comma lists, with the same result', async () => {
    const repeated = await exportFile(`sov/export/excel?${AUGUST_QUERY}&advertisers=1&advertisers=2`);
    const comma = await exportFile(`sov/export/excel?${AUGUST_QUERY}&advertisers=1,2`);

    const a = sheetValues(await readWorkbook(repeated.rawPayload), 'Products');
    const b = sheetValues(await readWorkbook(comma.rawPayload), 'Products');
    expect(a).toEqual(b);
    // Products appear with an advertiser filter, as the tab does; only those advertisers' products.
    expect(
      a
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual(['Bolsos Acme', 'Cuenta Sol', 'Zapatillas Acme']);
  });

  test("the About sheet says a narrowed table's shares are within the selected labels, and only then", async () => {
    const about = async (query: string) =>
      sheetValues(await readWorkbook((await exportFile(`sov/export/excel?${query}`)).rawPayload), 'About').map(
        (row) => row[0],
      );
    const narrowed = await about(`${AUGUST_QUERY}&advertisers=1&advertisers=2`);
    expect(narrowed).toContain('Shares of advertisers: within the selected advertisers');
    // Said before the time of making, the last line.
    expect(String(narrowed.at(-1))).toMatch(/^Generated: /);
    expect((await about(AUGUST_QUERY)).some((line) => String(line).startsWith('Shares of'))).toBe(false);
  });

  test('soi excel: amounts in the country currency, totals equal to SQL', async () => {
    const response = await exportFile(`soi/export/excel?${AUGUST_QUERY}`);
    const industries = sheetValues(await readWorkbook(response.rawPayload), 'Industries');

    expect(industries[0]).toEqual(['Name', 'SOI (%)', 'Amount (ARS)', 'Prints']);
    const amount = industries.slice(1).reduce((sum, row) => sum + Number(row[2]), 0);
    expect(amount).toBe(await sqlCount(`select sum(amount)::int as n from spots where ${AUGUST_SQL}`));
  });

  test('campaign_rts excel: a row per campaign and day', async () => {
    const response = await exportFile(`campaign_rts/export/excel?${AUGUST_QUERY}`);
    const rows = sheetValues(await readWorkbook(response.rawPayload), 'Investment by day');

    expect(rows[0]?.[0]).toBe('Date');
    expect(rows.length - 1).toBe(
      await sqlCount(
        `select count(*)::int as n from (select distinct date, campaign_id from spots where ${AUGUST_SQL}) d`,
      ),
    );
  });

  test.each(['sov/export/pdf', 'soi/export/pdf', 'snapshots/export/pdf'])('%s is a PDF', async (path) => {
    const response = await exportFile(`${path}?${AUGUST_QUERY}&type=advertisers&force=1`);

    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(response.rawPayload.length).toBeGreaterThan(1000);
  });

  test('snapshots excel holds the summary and the breakdown of its type', async () => {
    const response = await exportFile(`snapshots/export/excel?${AUGUST_QUERY}&type=publishers&force=1`);
    const workbook = await readWorkbook(response.rawPayload);

    const table = sheetValues(workbook, 'Publishers');
    expect(table[0]).toEqual(['Name', 'pViewability', 'SOV (%)', 'Spots', 'SOI (ARS)']);
    expect(table.length - 1).toBe(
      await sqlCount(`select count(distinct publisher_id)::int as n from spots where ${AUGUST_SQL}`),
    );
    expect(sheetValues(workbook, 'Summary')[1]).toEqual([
      'Spots',
      await sqlCount(`select count(*)::int as n from spots where ${AUGUST_SQL}`),
    ]);
  });

  test('campaign_details csv: header and a line per campaign, formula-like names escaped', async () => {
    const response = await exportFile(`campaign_details/export/csv?${AUGUST_QUERY}`);
    const lines = response.rawPayload
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');

    expect(lines[0]?.startsWith('Campaign,Advertiser,Product')).toBe(true);
    expect(lines).toHaveLength(
      1 + (await sqlCount(`select count(distinct campaign_id)::int as n from spots where ${AUGUST_SQL}`)),
    );
    const evil = lines.find((line) => line.includes('HYPERLINK')) ?? '';
    expect(evil).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(evil).toContain(`'+Producto`);
  });

  test('Excel cells that look like formulas are escaped as text', async () => {
    const response = await exportFile(`campaign_details/export/excel?${AUGUST_QUERY}`);
    const rows = sheetValues(await readWorkbook(response.rawPayload), 'Campaigns');
    const evil = rows.find((row) => String(row[1]).includes('HYPERLINK'));

    expect(evil?.[1]).toBe(`'=HYPERLINK("http://evil.example")`);
    expect(evil?.[2]).toBe(`'+Producto`);
    expect(rows.flat().some((value) => typeof value === 'object' && value !== null && 'formula' in value)).toBe(false);
  });

  test('the download link needs no token, and an unknown or expired one answers 404', async () => {
    const response = await exportAs(`sov/export/excel?${AUGUST_QUERY}`);
    const href = response.json<ExportLinkResponse>()._links.self.href;
    expect((await testApp.app.inject({ method: 'GET', url: href })).headers['cache-control']).toBe('private, no-store');

    await testApp.db.query(`update export_files set expires_at = now() - interval '1 second'`);
    const expired = await testApp.app.inject({ method: 'GET', url: href });
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({ error: EXPORT_LINK_EXPIRED_MESSAGE });
    const malformed = await testApp.app.inject({ method: 'GET', url: '/api/exports/files/short' });
    expect(malformed.statusCode).toBe(400);
  });

  test('only a hash of the link secret is stored', async () => {
    const href = (await exportAs(`sov/export/excel?${AUGUST_QUERY}`)).json<ExportLinkResponse>()._links.self.href;
    const secret = href.split('/').pop() ?? '';
    const stored = await sqlCount(`select count(*)::int as n from export_files where token_hash = '${secret}'`);
    expect(stored).toBe(0);
  });

  test('a search with no spots answers 404 with the no-data message', async () => {
    const response = await exportAs('sov/export/excel?country=AR&since=2020/01/01&until=2020/01/31');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No data available. Try with other criteria.' });
  });

  test('401 without a token', async () => {
    const response = await getExport(testApp, `/api/sov/export/excel?${AUGUST_QUERY}`, undefined);
    expect(response.statusCode).toBe(401);
  });

  test.each([
    ['the demo role, on every export', 'demo', `sov/export/excel?${AUGUST_QUERY}`, EXPORT_MESSAGES.demo],
    [
      'the demo role on campaign details',
      'demo',
      `campaign_details/export/excel?${AUGUST_QUERY}`,
      EXPORT_MESSAGES.demo,
    ],
    [
      'soi without the investment role',
      'sov',
      `soi/export/excel?${AUGUST_QUERY}`,
      'This needs the role ROLE_FEATURE_INVESTMENT',
    ],
    [
      'campaign details without the campaign role',
      'sov',
      `campaign_details/export/excel?${AUGUST_QUERY}`,
      'This needs the role ROLE_FEATURE_CAMPAIGN',
    ],
    [
      'a country outside the token',
      'noaudiences',
      'sov/export/excel?country=MX&since=2023/08/01&until=2023/08/31',
      'You have no access to the country MX',
    ],
  ])('403 for %s', async (_label, user, path, message) => {
    const response = await exportAs(path, user);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: message });
  });

  test.each(EXPORT_TYPES)('the demo role is refused %s in every format, before any other check', async (type) => {
    for (const format of ['excel', 'pdf', 'csv']) {
      const response = await exportAs(`${type}/export/${format}?${AUGUST_QUERY}&type=industries`, 'demo');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: EXPORT_MESSAGES.demo });
    }
  });

  test.each([
    ['a format the type does not offer', 'sov/export/csv', AUGUST_QUERY, 'The sov export is available as excel or pdf'],
    ['an unknown format', 'sov/export/word', AUGUST_QUERY, undefined],
    ['a missing country', 'sov/export/excel', 'since=2023/08/01&until=2023/08/31', undefined],
    [
      'a day that does not exist',
      'sov/export/excel',
      'country=AR&since=2023/02/30&until=2023/03/31',
      'since is not a valid date',
    ],
    [
      'a reversed range',
      'sov/export/excel',
      'country=AR&since=2023/09/01&until=2023/08/01',
      'since must not be after until',
    ],
    ['ids that are not numbers', 'sov/export/excel', `${AUGUST_QUERY}&advertisers=1,x`, undefined],
    [
      'a range over 12 months',
      'sov/export/excel',
      'country=AR&since=2022/08/01&until=2023/08/31',
      EXPORT_MESSAGES.rangeOverYear,
    ],
    [
      'campaign details over 31 days',
      'campaign_details/export/excel',
      'country=AR&since=2023/08/01&until=2023/09/02',
      EXPORT_MESSAGES.campaignDetailsDays,
    ],
    [
      'soi under 15 days',
      'soi/export/excel',
      'country=AR&since=2023/08/01&until=2023/08/14',
      EXPORT_MESSAGES.investmentDays,
    ],
    [
      'campaign rts under 15 days',
      'campaign_rts/export/excel',
      'country=AR&since=2023/08/01&until=2023/08/10',
      EXPORT_MESSAGES.investmentDays,
    ],
    [
      'snapshots of 14 days',
      'snapshots/export/pdf',
      'country=AR&since=2023/08/01&until=2023/08/15&type=industries',
      EXPORT_MESSAGES.snapshotsShort,
    ],
    [
      'snapshots over 3 months (not super admin)',
      'snapshots/export/pdf',
      'country=AR&since=2023/04/01&until=2023/08/31',
      EXPORT_MESSAGES.snapshotsLong,
    ],
    ['an unknown snapshot type', 'snapshots/export/pdf', `${AUGUST_QUERY}&type=products`, undefined],
    [
      'investment in a country without it',
      'soi/export/excel',
      'country=US&since=2023/08/01&until=2023/08/31',
      'Investment data is not available for US',
    ],
  ])('400 for %s', async (_label, path, query, message) => {
    const response = await exportAs(`${path}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message ?? expect.any(String) });
  });

  test('the edges of the rules pass: 31 days of details, 15 of investment', async () => {
    expect(
      (await exportAs('campaign_details/export/excel?country=AR&since=2023-08-01&until=2023-09-01')).statusCode,
    ).toBe(200);
    expect((await exportAs('soi/export/excel?country=AR&since=2023-08-01&until=2023-08-16')).statusCode).toBe(200);
  });

  test('a super admin may export snapshots over 3 months', async () => {
    const response = await exportAs(
      'snapshots/export/excel?country=AR&since=2023/04/01&until=2023/08/31&type=industries',
      'superadmin',
    );
    expect(response.statusCode).toBe(200);
  });
});
