import type { MarketingRecordsResponse } from 'shared-contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bearer } from '../account/test-helpers';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const records = async (query = '') =>
  (
    await testApp.app.inject({ method: 'GET', url: `/api/v2/marketing/records${query}` })
  ).json<MarketingRecordsResponse>().records;

describe('GET /api/v2/marketing/records (public)', () => {
  test('lists a report per seeded country with Name, Description, Flag Image and Docs', async () => {
    const all = await records();

    expect(all.map((record) => record.Country)).toEqual(['AR', 'BR', 'CL', 'CO', 'MX', 'PE', 'ES']);
    expect(all[0]).toEqual({
      id: expect.any(Number),
      Name: 'Publicidad digital en Argentina 2023',
      Description: expect.stringContaining('Argentina'),
      'Flag Image': '/api/v2/marketing/flags/AR',
      Docs: [{ name: 'Informe Argentina 2023 (PDF)', url: expect.stringMatching(/^\/api\/v2\/marketing\/docs\/\d+$/) }],
      Country: 'AR',
    });
  });

  test('filters by country, in any case; a country without reports has none', async () => {
    expect((await records('?country=mx')).map((record) => record.Name)).toEqual(['Publicidad digital en México 2023']);
    expect(await records('?country=UY')).toEqual([]);
  });

  test('answers the same with a token, and 400 for a malformed country', async () => {
    const withToken = await testApp.app.inject({
      method: 'GET',
      url: '/api/v2/marketing/records?country=AR',
      headers: bearer('not-even-a-jwt'),
    });
    expect(withToken.statusCode).toBe(200);
    const bad = await testApp.app.inject({ method: 'GET', url: '/api/v2/marketing/records?country=ARG' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: expect.any(String) });
  });
});

describe('documents and flags (public)', () => {
  test("a record's document downloads as a PDF", async () => {
    const [argentina] = await records('?country=AR');
    const url = argentina?.Docs[0]?.url ?? '';

    const response = await testApp.app.inject({ method: 'GET', url });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('informe-ar-2023.pdf');
    expect(response.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(response.rawPayload.toString('latin1')).toContain('Publicidad digital en Argentina 2023');
    expect(response.rawPayload.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
  });

  test('404 for a missing document; 400 for a bad id', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v2/marketing/docs/999999' })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v2/marketing/docs/abc' })).statusCode).toBe(400);
  });

  test('flags are SVG: striped for known countries, a badge for others; 400 for a bad code', async () => {
    const argentina = await testApp.app.inject({ method: 'GET', url: '/api/v2/marketing/flags/AR' });
    const venezuela = await testApp.app.inject({ method: 'GET', url: '/api/v2/marketing/flags/ve' });

    expect(argentina.statusCode).toBe(200);
    expect(argentina.headers['content-type']).toBe('image/svg+xml');
    expect(argentina.body).toMatch(/^<svg [^>]*>(<rect [^>]*fill="#74acdf"\/>)/);
    expect(venezuela.body).toContain('>VE</text>');
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v2/marketing/flags/%3Cscript%3E' })).statusCode).toBe(
      400,
    );
  });
});

describe('POST /api/v2/marketing/signup (public)', () => {
  const signup = { EMAIL: 'Lucia@Medio.test', FNAME: 'Lucía', COMPANY: 'Medio SA', RUBRO: 'media', COUNTRY: 'AR' };
  const post = (payload: unknown) =>
    testApp.app.inject({ method: 'POST', url: '/api/v2/marketing/signup', payload: payload as object });

  test('201 the first time; 200 already-subscribed for the same e-mail in any case, without a second row', async () => {
    const first = await post(signup);
    const again = await post({ ...signup, EMAIL: 'lucia@medio.test', FNAME: 'Other' });

    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ status: 'subscribed' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'already-subscribed' });
    const { rows } = await testApp.db.query<{ email: string; fname: string; rubro: string }>(
      'select email, fname, rubro from marketing_signups',
    );
    expect(rows).toEqual([{ email: 'lucia@medio.test', fname: 'Lucía', rubro: 'media' }]);
  });

  test('every field is required, EMAIL valid and RUBRO media, agency or advertiser', async () => {
    for (const payload of [
      { ...signup, EMAIL: 'not-an-email' },
      { ...signup, RUBRO: 'publisher' },
      { ...signup, FNAME: ' ' },
      { EMAIL: 'x@y.test', FNAME: 'X', RUBRO: 'agency', COUNTRY: 'AR' },
      {},
    ]) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
  });
});
