import type { ExportLinkResponse } from 'shared-contracts';
import { createTestApp, logIn, type TestApp } from '../../testing/test-app';
import { createCreativeSigner } from '../creatives/creative-signatures';
import { insertMarketFixture } from '../spots-list/market-fixture';
import { fileCreativeLinks, FILE_CREATIVE_LINK_DAYS } from './creative-links';
import { AUGUST_QUERY, csvLines, download, getExport, readWorkbook, sheetValues } from './export-test-helpers';

const DAY_SECONDS = 24 * 60 * 60;

describe('fileCreativeLinks', () => {
  const signer = createCreativeSigner('test-secret');
  const link = fileCreativeLinks(signer, '12', new Date('2026-12-03T10:00:00Z'));

  test("signs the API's images for the exporting user until the end of the day a month on", () => {
    const url = new URL(link('/api/creatives/7/creative.svg'), 'http://api.test');
    expect(url.searchParams.get('viewer')).toBe(signer.viewerOf('12'));
    expect(new Date(Number(url.searchParams.get('expires')) * 1000).toISOString()).toBe('2027-01-04T00:00:00.000Z');
    expect(signer.check(url.pathname, Object.fromEntries(url.searchParams), new Date('2027-01-03T23:00:00Z'))).toBe(
      'valid',
    );
  });

  test('leaves an outside address as it is', () => {
    expect(link('https://www.youtube.com/embed/abc123')).toBe('https://www.youtube.com/embed/abc123');
  });
});

describe('the Campaign Details files', () => {
  let testApp: TestApp;
  let token: string;
  beforeAll(async () => {
    testApp = await createTestApp();
    await insertMarketFixture(testApp.db);
    token = (await logIn(testApp.app, 'analyst@demo.test')).token;
  });
  afterAll(() => testApp.close());

  async function exported(format: 'excel' | 'csv') {
    const response = await getExport(testApp, `/api/campaign_details/export/${format}?${AUGUST_QUERY}`, token);
    return download(testApp, response.json<ExportLinkResponse>());
  }

  /** Whether an address opens now and, as the file is meant to last, no longer once it has expired. */
  async function expectFileLink(address: string) {
    const url = new URL(address, 'http://api.test');
    const lifetime = Number(url.searchParams.get('expires')) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(FILE_CREATIVE_LINK_DAYS * DAY_SECONDS);
    expect(lifetime).toBeLessThanOrEqual((FILE_CREATIVE_LINK_DAYS + 1) * DAY_SECONDS);
    expect((await testApp.app.inject({ method: 'GET', url: address })).statusCode).toBe(200);
  }

  test('the Excel file names each creative by an address that opens for the life of the file', async () => {
    const rows = sheetValues(await readWorkbook((await exported('excel')).rawPayload), 'Campaigns');
    const creatives = rows.slice(1).map((row) => String(row[14]));
    const own = creatives.filter((address) => address.startsWith('/api/creatives/'));
    expect(own.length).toBeGreaterThan(0);
    for (const address of own) await expectFileLink(address);
    expect(creatives).toContain('https://www.youtube.com/embed/abc123');
  });

  test('so does the CSV file', async () => {
    const lines = csvLines((await exported('csv')).rawPayload);
    const address = /\/api\/creatives\/[^,"\s]+/.exec(lines.slice(1).join('\n'))?.[0];
    expect(address).toContain('&signature=');
    await expectFileLink(address ?? '');
  });
});
