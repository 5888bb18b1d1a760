import type { CreateReportRequest, SavedReport, SavedReportSearch } from 'shared-contracts';
import { todayInProductZone } from '../../lib/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bearer, tokensOf } from '../account/test-helpers';
import { COMPARISON_MESSAGES } from './report-comparison';
import { addDays, REPORT_MESSAGES } from './report-rules';
import { REPORT_NOT_FOUND_MESSAGE } from './reports-routes';

let testApp: TestApp;
let analyst: string;
let sov: string;
beforeAll(async () => {
  testApp = await createTestApp();
  const tokens = await tokensOf(testApp.db, ['analyst@demo.test', 'sov@demo.test'] as const);
  analyst = tokens['analyst@demo.test'];
  sov = tokens['sov@demo.test'];
});
afterAll(() => testApp.close());

const weekly: CreateReportRequest = {
  name: 'Weekly banks',
  formats: ['sov_excel', 'campaign_details_excel'],
  frequency: 'weekly',
  parameters: { country: 'AR', page: '1', countries: ['AR', 'CL'], industries: [3], advertisers: [10, 11] },
};

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  testApp.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload: payload as object } : {}),
  });

async function create(report: CreateReportRequest, token = analyst): Promise<SavedReport> {
  const response = await call('POST', '/api/v2/reports', token, report);
  if (response.statusCode !== 201) throw new Error(`Create failed: ${response.body}`);
  return response.json<SavedReport>();
}

describe('POST /api/v2/reports', () => {
  test('saves the report, enabled, over its frequency window ending today', async () => {
    const report = await create(weekly);

    const today = todayInProductZone();
    expect(report).toEqual({
      id: expect.any(Number),
      name: 'Weekly banks',
      frequency: 'weekly',
      formats: ['sov_excel', 'campaign_details_excel'],
      enabled: true,
      parameters: weekly.parameters,
      filters: { startDate: addDays(today, -7), endDate: today },
      dateCreated: expect.any(String),
      lastModified: expect.any(String),
    });
    const list = (await call('GET', '/api/v2/reports', analyst)).json<SavedReport[]>();
    expect(list).toContainEqual(report);
  });

  test('a never-sent report keeps the given dates, else the last 15 days; it may have no format', async () => {
    const base = { ...weekly, frequency: 'never' as const, formats: [] };
    const dated = await create({ ...base, filters: { startDate: '2023-07-01', endDate: '2023-07-31' } });
    const undated = await create(base);

    expect(dated.filters).toEqual({ startDate: '2023-07-01', endDate: '2023-07-31' });
    const today = todayInProductZone();
    expect(undated.filters).toEqual({ startDate: addDays(today, -15), endDate: today });
  });

  test('refuses a blank name, a sent report without format and formats its frequency does not offer', async () => {
    const blank = await call('POST', '/api/v2/reports', analyst, { ...weekly, name: '   ' });
    const noFormat = await call('POST', '/api/v2/reports', analyst, { ...weekly, formats: [] });
    const soiDaily = await call('POST', '/api/v2/reports', analyst, {
      ...weekly,
      frequency: 'daily',
      formats: ['soi_pdf'],
    });
    const reversed = await call('POST', '/api/v2/reports', analyst, {
      ...weekly,
      frequency: 'never',
      filters: { startDate: '2023-08-01', endDate: '2023-07-01' },
    });

    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ error: REPORT_MESSAGES.nameRequired });
    expect(noFormat.json()).toEqual({ error: REPORT_MESSAGES.formatRequired });
    expect(soiDaily.json()).toEqual({ error: REPORT_MESSAGES.formatNotOffered('soi_pdf', 'daily') });
    expect(reversed.statusCode).toBe(400);
  });

  test('400 on a malformed body: unknown format or frequency, missing parameters', async () => {
    for (const payload of [
      { ...weekly, formats: ['sov_word'] },
      { ...weekly, frequency: 'hourly' },
      { name: 'x', formats: [], frequency: 'never' },
      { ...weekly, parameters: { ...weekly.parameters, advertisers: ['abc'] } },
    ]) {
      const response = await call('POST', '/api/v2/reports', analyst, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
  });

  test('403 for a country outside the caller’s; 401 without a token', async () => {
    const outside = await call('POST', '/api/v2/reports', sov, {
      ...weekly,
      parameters: { ...weekly.parameters, countries: ['MX'] },
    });

    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toEqual({ error: 'The country MX is not among your countries' });
    expect((await call('POST', '/api/v2/reports', undefined, weekly)).statusCode).toBe(401);
    expect((await call('GET', '/api/v2/reports')).statusCode).toBe(401);
  });
});

describe('GET /api/v2/reports', () => {
  test("lists only the caller's reports", async () => {
    const own = await create({ ...weekly, name: 'Sara only' }, sov);

    const sovList = (await call('GET', '/api/v2/reports', sov)).json<SavedReport[]>();
    const analystList = (await call('GET', '/api/v2/reports', analyst)).json<SavedReport[]>();

    expect(sovList).toEqual([own]);
    expect(analystList.map((report) => report.id)).not.toContain(own.id);
  });
});

describe('GET /api/v2/reports/{id}/search', () => {
  test('names the filters of the report, and leaves the other groups empty', async () => {
    const report = await create({
      ...weekly,
      parameters: { ...weekly.parameters, formats: [5], advertisers: [10, 999999] },
    });
    const names = async (table: string, id: number) =>
      (await testApp.db.query<{ name: string }>(`select name from ${table} where id = $1`, [id])).rows[0]?.name;

    const response = await call('GET', `/api/v2/reports/${report.id}/search`, analyst);

    expect(response.statusCode).toBe(200);
    const search = response.json<SavedReportSearch>();
    expect(search).toMatchObject({
      id: report.id,
      name: 'Weekly banks',
      frequency: 'weekly',
      countries: ['AR', 'CL'],
      startDate: report.filters.startDate,
      endDate: report.filters.endDate,
    });
    expect(search.filters).toEqual({
      advertisers: [
        { id: 10, label: await names('advertisers', 10), value: '10' },
        // A name that is gone keeps the id in view.
        { id: 999999, label: '999999', value: '999999' },
      ],
      industries: [{ id: 3, label: await names('industries', 3), value: '3' }],
      formats: [{ id: 5, label: 'Video ADs', value: '5' }],
      products: [],
      publishers: [],
      excludedPublishers: [],
      platforms: [],
      categories: [],
      sources: [],
    });
    expect(search.filters.advertisers[0]?.label).toEqual(expect.any(String));
  });

  test("404 for someone else's or a missing report; 401 without a token", async () => {
    const own = await create({ ...weekly, name: 'Sara only' }, sov);
    expect((await call('GET', `/api/v2/reports/${own.id}/search`, analyst)).statusCode).toBe(404);
    expect((await call('GET', '/api/v2/reports/987654/search', analyst)).statusCode).toBe(404);
    expect((await call('GET', `/api/v2/reports/${own.id}/search`)).statusCode).toBe(401);
  });
});

describe('a report saved on Compare', () => {
  const compared: CreateReportRequest = {
    ...weekly,
    name: 'Banks side by side',
    parameters: {
      country: 'AR',
      page: 'compare',
      countries: ['AR'],
      industries: [3],
      compare: { dimension: 'advertisers', entities: [11, 10] },
    },
  };
  const refusal = async (compare: unknown, page = 'compare') => {
    const response = await call('POST', '/api/v2/reports', analyst, {
      ...compared,
      parameters: { ...compared.parameters, page, compare },
    });
    return { status: response.statusCode, body: response.json<unknown>() };
  };

  test('keeps what it compares, and opens it named, in the saved order', async () => {
    const report = await create(compared);
    expect(report.parameters).toEqual(compared.parameters);

    const search = (await call('GET', `/api/v2/reports/${report.id}/search`, analyst)).json<SavedReportSearch>();
    const { rows } = await testApp.db.query<{ id: number; name: string }>(
      'select id, name from advertisers where id = any($1::int[])',
      [[10, 11]],
    );
    const name = (id: number) => rows.find((row) => row.id === id)?.name;
    expect(search.page).toBe('compare');
    expect(search.compare).toEqual({
      dimension: 'advertisers',
      entities: [
        { id: 11, label: name(11), value: '11' },
        { id: 10, label: name(10), value: '10' },
      ],
    });
    expect(search.filters.industries).toHaveLength(1);
    // A search's report has no comparison.
    const plain = await create(weekly);
    const plainSearch = (await call('GET', `/api/v2/reports/${plain.id}/search`, analyst)).json<SavedReportSearch>();
    expect(plainSearch.page).toBe('1');
    expect(plainSearch).not.toHaveProperty('compare');
  });

  test.each([
    ['one entity', { dimension: 'advertisers', entities: [10] }, COMPARISON_MESSAGES.tooFew('advertisers', 1)],
    [
      '21 entities',
      { dimension: 'publishers', entities: Array.from({ length: 21 }, (_, index) => index + 1) },
      COMPARISON_MESSAGES.tooMany('publishers', 21),
    ],
    ['an entity twice', { dimension: 'industries', entities: [3, 3] }, COMPARISON_MESSAGES.repeated('industries')],
    ['a dimension not compared', { dimension: 'brands', entities: [10, 11] }, COMPARISON_MESSAGES.dimension('brands')],
    [
      'an entity that does not exist',
      { dimension: 'advertisers', entities: [10, 999999] },
      COMPARISON_MESSAGES.unknown('advertisers', [999999]),
    ],
  ])('400 for %s, said plainly', async (_case, compare, error) => {
    expect(await refusal(compare)).toEqual({ status: 400, body: { error } });
  });

  test('400 for a comparison on another page, or page compare without one', async () => {
    expect(await refusal(compared.parameters.compare, '1')).toEqual({
      status: 400,
      body: { error: COMPARISON_MESSAGES.withoutPage },
    });
    expect(await refusal(undefined)).toEqual({ status: 400, body: { error: COMPARISON_MESSAGES.withoutComparison } });
    // Anything else wrong in it gets the schema's message.
    const notAnId = await refusal({ dimension: 'advertisers', entities: [10, 'Acme'] });
    expect(notAnId).toEqual({ status: 400, body: { error: expect.stringContaining('compare/entities') } });
  });
});

describe('PUT /api/v2/reports/{id}/edit', () => {
  test('changes name, frequency and formats; the window follows the frequency', async () => {
    const report = await create(weekly);

    const response = await call('PUT', `/api/v2/reports/${report.id}/edit`, analyst, {
      id: report.id,
      name: 'Monthly banks',
      frequency: 'monthly',
      formats: ['soi_pdf', 'campaign_rts_excel'],
    });

    expect(response.statusCode).toBe(200);
    const today = todayInProductZone();
    expect(response.json()).toMatchObject({
      id: report.id,
      name: 'Monthly banks',
      frequency: 'monthly',
      formats: ['soi_pdf', 'campaign_rts_excel'],
      parameters: weekly.parameters,
      filters: { startDate: addDays(today, -30), endDate: today },
    });
  });

  test("404 for someone else's or a missing report; 400 for a mismatched id or a refused format", async () => {
    const report = await create(weekly);
    const edit = { name: 'x', frequency: 'weekly', formats: ['sov_pdf'] };

    const foreign = await call('PUT', `/api/v2/reports/${report.id}/edit`, sov, edit);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: REPORT_NOT_FOUND_MESSAGE });
    expect((await call('PUT', '/api/v2/reports/999999/edit', analyst, edit)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/v2/reports/${report.id}/edit`, analyst, { ...edit, id: report.id + 1 })).statusCode,
    ).toBe(400);
    const refused = await call('PUT', `/api/v2/reports/${report.id}/edit`, analyst, {
      ...edit,
      formats: ['soi_excel'],
    });
    expect(refused.json()).toEqual({ error: REPORT_MESSAGES.formatNotOffered('soi_excel', 'weekly') });
    expect((await call('PUT', '/api/v2/reports/abc/edit', analyst, edit)).statusCode).toBe(400);
    expect((await call('PUT', `/api/v2/reports/${report.id}/edit`, undefined, edit)).statusCode).toBe(401);
  });
});

describe('POST /api/v2/reports/{id}/toggle', () => {
  test('disables and enables the sending', async () => {
    const report = await create(weekly);

    const off = await call('POST', `/api/v2/reports/${report.id}/toggle`, analyst, { enabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: report.id, enabled: false });
    const on = await call('POST', `/api/v2/reports/${report.id}/toggle`, analyst, { enabled: true });
    expect(on.json()).toMatchObject({ enabled: true });
  });

  test("404 for someone else's report; 400 without enabled; 401 without a token", async () => {
    const report = await create(weekly);

    expect((await call('POST', `/api/v2/reports/${report.id}/toggle`, sov, { enabled: false })).statusCode).toBe(404);
    expect((await call('POST', `/api/v2/reports/${report.id}/toggle`, analyst, {})).statusCode).toBe(400);
    expect((await call('POST', `/api/v2/reports/${report.id}/toggle`, undefined, { enabled: false })).statusCode).toBe(
      401,
    );
  });
});

describe('DELETE /api/v2/reports/{id}', () => {
  test("deletes the caller's report; someone else's stays", async () => {
    const report = await create(weekly);

    expect((await call('DELETE', `/api/v2/reports/${report.id}`, sov)).statusCode).toBe(404);
    const deleted = await call('DELETE', `/api/v2/reports/${report.id}`, analyst);
    expect(deleted.statusCode).toBe(204);
    expect((await call('DELETE', `/api/v2/reports/${report.id}`, analyst)).statusCode).toBe(404);
    const list = (await call('GET', '/api/v2/reports', analyst)).json<SavedReport[]>();
    expect(list.map((item) => item.id)).not.toContain(report.id);
  });

  test('400 for an id that is not a number; 401 without a token', async () => {
    expect((await call('DELETE', '/api/v2/reports/1e99', analyst)).statusCode).toBe(400);
    expect((await call('DELETE', '/api/v2/reports/1')).statusCode).toBe(401);
  });
});
