import { createTestApp, type TestApp } from '../../../testing/test-app';
import { pdfPages } from '../../exports/export-test-helpers';
import { bumpMarketDataVersion } from '../../market-cache/market-data-version';
import { lastWholeMonth } from './report-period';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const get = (url: string) => testApp.app.inject({ method: 'GET', url });

async function reportOf(country: string, lang: string) {
  const response = await get(`/api/v2/marketing/reports/${country}?lang=${lang}`);
  expect(response.statusCode).toBe(200);
  return response;
}

/** Argentina's month as its report covers it, read from the spots themselves. */
async function argentinaMonth() {
  const { rows } = await testApp.db.query<{ last: string }>(
    "select to_char(max(date), 'YYYY-MM-DD') as last from spots where country_code = 'AR'",
  );
  return { dataAsOf: rows[0]?.last ?? '', ...lastWholeMonth(rows[0]?.last ?? '') };
}

/** The month's advertisers by spots, most first (ties by name), as SQL counts them. */
async function advertisersOf(since: string, until: string) {
  const { rows } = await testApp.db.query<{ id: number; name: string; spots: number }>(
    `select a.id, a.name, count(*)::int as spots from spots s join advertisers a on a.id = s.advertiser_id
     where s.country_code = 'AR' and s.date between $1::date and $2::date
     group by a.id, a.name order by spots desc, a.name`,
    [since, until],
  );
  return rows;
}

/** The English names of a dimension's entries with spots in Argentina's month. */
async function namesSeen(table: string, column: string, { since, until }: { since: string; until: string }) {
  const { rows } = await testApp.db.query<{ name: string }>(
    `select distinct t.name from spots s join ${table} t on t.id = s.${column}
     where s.country_code = 'AR' and s.date between $1::date and $2::date`,
    [since, until],
  );
  return rows.map((row) => row.name);
}

const textOf = (bytes: Buffer) => pdfPages(bytes).flat();

describe('GET /api/v2/marketing/reports/{country} (public)', () => {
  test("is one A4 page of the country's last whole month: its top advertisers, formats and platforms", async () => {
    const month = await argentinaMonth();
    const [top, second] = await advertisersOf(month.since, month.until);
    if (!top || !second) throw new Error('The test market has no advertisers in Argentina that month');

    const response = await reportOf('ar', 'en');

    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`report-ar-${month.month}-en.pdf`);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfPages(response.rawPayload)).toHaveLength(1);
    const text = textOf(response.rawPayload);
    expect(text).toEqual(
      expect.arrayContaining([
        'Argentina: digital advertising report',
        `Data as of ${month.dataAsOf}`,
        'Top advertisers by share of voice',
        `1. ${top.name}`,
        top.spots.toLocaleString('de-DE'),
        `2. ${second.name}`,
        'Formats',
        'Platforms',
        ...(await namesSeen('platforms', 'platform_id', month)),
        ...(await namesSeen('formats', 'format_id', month)),
      ]),
    );
    expect(text.find((line) => line.startsWith('Month covered: '))).toContain(`(${month.since} to ${month.until})`);
    expect(text).toEqual(
      expect.arrayContaining([
        'Sign up for the monthly reports and a demo of the dashboard:',
        expect.stringMatching(/\/marketing\/signup$/),
      ]),
    );
    // No amount of money: spend is the Real-Time Spend plan's.
    expect(text.join('\n')).not.toMatch(/\bARS\b|\$/);
  });

  test('speaks the language asked, Spanish by default', async () => {
    const spanish = textOf((await reportOf('AR', 'es')).rawPayload);
    const portuguese = textOf((await reportOf('BR', 'pt')).rawPayload);
    const byDefault = textOf((await get('/api/v2/marketing/reports/AR')).rawPayload);

    expect(spanish).toEqual(expect.arrayContaining(['Argentina: informe de publicidad digital', 'Formatos']));
    expect(spanish.find((line) => line.startsWith('Mes del informe: '))).toBeDefined();
    expect(portuguese).toEqual(expect.arrayContaining(['Brasil: relatório de publicidade digital', 'Plataformas']));
    expect(portuguese.find((line) => line.startsWith('Dados até '))).toBeDefined();
    expect(byDefault).toContain('Argentina: informe de publicidad digital');
  });

  test('the United States has its report, named in each language', async () => {
    expect(textOf((await reportOf('US', 'en')).rawPayload)).toContain('United States: digital advertising report');
    expect(textOf((await reportOf('us', 'es')).rawPayload)).toContain('Estados Unidos: informe de publicidad digital');
  });

  test('is kept until the market is loaded again, then drawn from the new data', async () => {
    const month = await argentinaMonth();
    const [top, second] = await advertisersOf(month.since, month.until);
    if (!top || !second) throw new Error('The test market has no advertisers in Argentina that month');
    const before = (await reportOf('AR', 'en')).rawPayload;
    // A document's bytes name the moment it was drawn: the same bytes are the kept report.
    expect((await reportOf('AR', 'en')).rawPayload.equals(before)).toBe(true);

    // A new load: the top advertiser's spots of the month are now the second one's, and the version moves.
    await testApp.db.query(
      `update spots set advertiser_id = $1 where country_code = 'AR' and date between $2::date and $3::date
       and advertiser_id = $4`,
      [second.id, month.since, month.until, top.id],
    );
    const unchanged = (await reportOf('AR', 'en')).rawPayload;
    await bumpMarketDataVersion(testApp.db);
    const after = textOf((await reportOf('AR', 'en')).rawPayload);

    expect(unchanged.equals(before)).toBe(true);
    expect(after).toContain(`1. ${second.name}`);
    expect(after).toContain((top.spots + second.spots).toLocaleString('de-DE'));
    expect(after).not.toContain(`1. ${top.name}`);
  });

  test('404 with the reason for a country outside the market; 400 for a bad code or language', async () => {
    const outside = await get('/api/v2/marketing/reports/FR?lang=en');
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toEqual({ error: 'There is no report of FR: it is not a country of the market' });
    expect((await get('/api/v2/marketing/reports/ARG')).statusCode).toBe(400);
    expect((await get('/api/v2/marketing/reports/AR?lang=fr')).statusCode).toBe(400);
  });
});
