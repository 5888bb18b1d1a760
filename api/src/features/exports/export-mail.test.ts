import type { ReportRequestedResponse } from 'shared-contracts';
import { acceptTermsOf, createTestApp, logIn, type TestApp } from '../../testing/test-app';
import { insertMarketFixture } from '../spots-list/market-fixture';
import { EXPORT_MESSAGES } from './export-rules';
import { readWorkbook, sheetValues } from './export-test-helpers';

let testApp: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  testApp = await createTestApp();
  await insertMarketFixture(testApp.db);
  await acceptTermsOf(testApp.db, 'demo@demo.test');
  for (const user of ['analyst', 'sov', 'demo', 'superadmin', 'noaudiences']) {
    tokens[user] = (await logIn(testApp.app, `${user}@demo.test`)).token;
  }
});
afterAll(() => testApp.close());

const post = (url: string, payload: unknown, user: string | null = 'analyst') =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    payload: payload as object,
    headers: user ? { authorization: `Bearer ${tokens[user]}` } : {},
  });

interface OutboxRecord {
  to_address: string;
  subject: string;
  body: string;
  kind: string;
  attachment_name: string | null;
  attachment_bytes: Uint8Array | null;
}

async function lastEmail(): Promise<OutboxRecord | undefined> {
  const { rows } = await testApp.db.query<OutboxRecord>(
    'select to_address, subject, body, kind, attachment_name, attachment_bytes from outbox order by id desc limit 1',
  );
  return rows[0];
}

const MAIL_BODY = {
  country: 'AR',
  since: '2023-08-01',
  until: '2023-08-31',
  advertisers: [
    { id: 1, label: 'Acme', value: '1' },
    { id: '2', label: 'Banco Sol', value: '2' },
  ],
};

describe('POST /api/{type}/export/{format}/mail', () => {
  test('e-mails the file to the caller through the outbox, filter objects read by id', async () => {
    const response = await post('campaign_details/export/excel/mail', MAIL_BODY);

    expect(response.statusCode).toBe(200);
    expect(response.json<ReportRequestedResponse>()).toEqual({ status: 'ok' });
    const email = await lastEmail();
    expect(email).toMatchObject({
      to_address: 'analyst@demo.test',
      kind: 'export',
      attachment_name: 'campaign-details-AR-2023-08-01-2023-08-31.xlsx',
      // In the caller's saved language (es for the demo users): a mail has no page to take it from.
      subject: 'Detalle de campañas: AR, 2023-08-01 a 2023-08-31',
    });
    expect(email?.body).toContain(
      'Adjuntamos el informe que pediste (campaign-details-AR-2023-08-01-2023-08-31.xlsx).',
    );
    expect(email?.body).toContain('Anunciantes: Acme, Banco Sol');
    const rows = sheetValues(await readWorkbook(Buffer.from(email?.attachment_bytes ?? [])), 'Campañas');
    const { rows: expected } = await testApp.db.query<{ n: number }>(
      `select count(distinct campaign_id)::int as n from spots
       where country_code = 'AR' and date between '2023-08-01' and '2023-08-31' and advertiser_id in (1, 2)`,
    );
    expect(rows.length - 1).toBe(expected[0]?.n);
  });

  test('bare ids are accepted too, and a PDF is attached as a PDF', async () => {
    const response = await post('sov/export/pdf/mail', { ...MAIL_BODY, advertisers: [1, '2'] });

    expect(response.statusCode).toBe(200);
    const email = await lastEmail();
    expect(email?.attachment_name).toBe('sov-AR-2023-08-01-2023-08-31.pdf');
    expect(
      Buffer.from(email?.attachment_bytes ?? [])
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });

  test('with every selected country: a file of each country’s tables, the subject and the text naming them all', async () => {
    const response = await post('campaign_details/export/excel/mail', { ...MAIL_BODY, countries: ['AR', 'MX'] });

    expect(response.statusCode).toBe(200);
    const email = await lastEmail();
    expect(email).toMatchObject({
      attachment_name: 'campaign-details-AR-MX-2023-08-01-2023-08-31.xlsx',
      subject: 'Detalle de campañas: AR, MX, 2023-08-01 a 2023-08-31',
    });
    expect(email?.body).toContain('Países: Argentina (AR), México (MX)');
    const workbook = await readWorkbook(Buffer.from(email?.attachment_bytes ?? []));
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['AR Campañas', 'MX Campañas', 'Acerca de']);
    const { rows: expected } = await testApp.db.query<{ n: number }>(
      `select count(distinct campaign_id)::int as n from spots
       where country_code = 'MX' and date between '2023-08-01' and '2023-08-31' and advertiser_id in (1, 2)`,
    );
    expect(sheetValues(workbook, 'MX Campañas').length - 1).toBe(expected[0]?.n);
  });

  test('401 without a token', async () => {
    expect((await post('sov/export/excel/mail', MAIL_BODY, null)).statusCode).toBe(401);
  });

  test.each([
    ['the demo role', 'demo', 'sov/export/excel/mail', MAIL_BODY],
    ['soi without the investment role', 'sov', 'soi/export/excel/mail', MAIL_BODY],
    ['a country outside the token', 'noaudiences', 'sov/export/excel/mail', { ...MAIL_BODY, country: 'MX' }],
    ['another country outside the token', 'noaudiences', 'sov/export/excel/mail', { ...MAIL_BODY, countries: ['MX'] }],
  ])('403 for %s, and no e-mail', async (_label, user, url, body) => {
    const before = await lastEmail();
    const response = await post(url, body, user);
    expect(response.statusCode).toBe(403);
    expect(await lastEmail()).toEqual(before);
  });

  test.each([
    ['a filter object without id', { ...MAIL_BODY, advertisers: [{ label: 'Acme' }] }, undefined],
    ['a missing since', { country: 'AR', until: '2023-08-31' }, undefined],
    ['campaign details over 31 days', { ...MAIL_BODY, until: '2023-09-15' }, EXPORT_MESSAGES.campaignDetailsDays],
  ])('400 for %s', async (_label, body, message) => {
    const response = await post('campaign_details/export/excel/mail', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message ?? expect.any(String) });
  });
});

describe('POST /api/v2/ddsWithoutCapture', () => {
  const BODY = [{ country: 'AR', since: '2023-08-01', until: '2023-08-31' }];

  test('e-mails the CSV of the spots without a capture and answers a notice', async () => {
    const response = await post('v2/ddsWithoutCapture?lang=en', BODY, 'superadmin');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      message: 'The report is being generated and will be e-mailed to superadmin@demo.test.',
    });
    const email = await lastEmail();
    expect(email).toMatchObject({ to_address: 'superadmin@demo.test', kind: 'dds-without-capture' });
    const lines = Buffer.from(email?.attachment_bytes ?? [])
      .toString('utf8')
      .trimEnd()
      .split('\r\n');
    const { rows } = await testApp.db.query<{ n: number }>(
      `select count(*)::int as n from spots where country_code = 'AR' and date between '2023-08-01' and '2023-08-31' and screenshot = ''`,
    );
    expect(lines[0]).toBe('\uFEFFSpot,Date,Country,Advertiser,Product,Publisher,Page URL,Platform,Format,Source');
    expect(lines.length - 1).toBe(rows[0]?.n);
    expect(lines.some((line) => line.includes(`"'=HYPERLINK(""http://evil.example"")"`))).toBe(true);
  });

  test('without lang, the CSV and its mail come in the super admin’s saved language (Spanish)', async () => {
    await testApp.db.exec("update platforms set name_es = 'ES ' || name");
    try {
      expect((await post('v2/ddsWithoutCapture', BODY, 'superadmin')).statusCode).toBe(200);
      const email = await lastEmail();
      expect(email).toMatchObject({ subject: 'Dds sin captura' });
      const [header, first] = Buffer.from(email?.attachment_bytes ?? [])
        .toString('utf8')
        .split('\r\n');
      expect(header).toBe('\uFEFFSpot,Fecha,País,Anunciante,Producto,Medio,URL de la página,Plataforma,Formato,Fuente');
      expect(first).toMatch(/,ES [^,]+,/);
    } finally {
      await testApp.db.exec('update platforms set name_es = null');
    }
  });

  test('401 without a token', async () => {
    expect((await post('v2/ddsWithoutCapture', BODY, null)).statusCode).toBe(401);
  });

  test('403 without the super admin role', async () => {
    const response = await post('v2/ddsWithoutCapture', BODY, 'analyst');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'This needs the role ROLE_SUPER_ADMIN' });
  });

  test.each([
    ['an empty list', []],
    ['a missing country', [{ since: '2023-08-01', until: '2023-08-31' }]],
    ['a reversed range', [{ country: 'AR', since: '2023-09-01', until: '2023-08-31' }]],
  ])('400 for %s', async (_label, body) => {
    const response = await post('v2/ddsWithoutCapture', body, 'superadmin');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });

  test("an unexpected failure answers the spec's text", async () => {
    await testApp.db.exec('alter table spots rename column screenshot to screenshot_gone');
    try {
      const response = await post('v2/ddsWithoutCapture', BODY, 'superadmin');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: 'Error al solicitar el reporte' });
    } finally {
      await testApp.db.exec('alter table spots rename column screenshot_gone to screenshot');
    }
  });
});
