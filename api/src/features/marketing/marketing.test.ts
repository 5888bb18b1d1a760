import type { MarketingRecordsResponse } from 'shared-contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { loadMigrations } from '../../db/migrate';
import { bearer } from '../account/test-helpers';
import { insertDocument, insertRecord } from './marketing-repository';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const records = async (query = '') =>
  (
    await testApp.app.inject({ method: 'GET', url: `/api/v2/marketing/records${query}` })
  ).json<MarketingRecordsResponse>().records;

/** The market's countries, as the generator loaded them. */
async function marketCountries(): Promise<string[]> {
  const { rows } = await testApp.db.query<{ code: string }>('select code from countries order by code');
  return rows.map((row) => row.code);
}

describe('GET /api/v2/marketing/records (public)', () => {
  test("lists a report for every country of the market, the US included, in the visitor's language", async () => {
    const all = await records('?lang=en');

    expect(all.map((record) => record.Country).sort()).toEqual(await marketCountries());
    expect(all.map((record) => record.Country)).toContain('US');
    expect(all.find((record) => record.Country === 'AR')).toEqual({
      id: expect.any(Number),
      Name: 'Argentina: digital advertising report',
      Description: expect.stringContaining('Argentina last month'),
      'Flag Image': '/api/v2/marketing/flags/AR',
      Docs: [
        { name: expect.stringMatching(/^Report of \w+ \d{4} \(PDF\)$/), url: '/api/v2/marketing/reports/AR?lang=en' },
      ],
      Country: 'AR',
    });
    // Made from the market, held in no row: ids below the table's, one per country whatever the filter.
    expect(all.every((record) => record.id < 0)).toBe(true);
    expect((await records('?country=US&lang=pt'))[0]?.id).toBe(all.find((record) => record.Country === 'US')?.id);
    // In the language's alphabetical order of names.
    const names = all.map((record) => record.Name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  test('names them in Spanish by default and in Portuguese when asked; the link carries the language', async () => {
    const [spanish] = await records('?country=US');
    const [portuguese] = await records('?country=br&lang=pt');

    expect(spanish?.Name).toBe('Estados Unidos: informe de publicidad digital');
    expect(spanish?.Docs[0]?.url).toBe('/api/v2/marketing/reports/US?lang=es');
    expect(spanish?.Docs[0]?.name).toMatch(/^Informe de \w+ de \d{4} \(PDF\)$/);
    expect(portuguese?.Name).toBe('Brasil: relatório de publicidade digital');
    expect(portuguese?.Docs[0]?.url).toBe('/api/v2/marketing/reports/BR?lang=pt');
  });

  test("an operator's record follows the country reports, as written; a country outside the market has none", async () => {
    const docId = await insertDocument(testApp.db, 'annex.pdf', 'application/pdf', Buffer.from('%PDF-1.4 annex'));
    await insertRecord(testApp.db, {
      name: 'Anexo: medios de Uruguay',
      description: 'Un anexo escrito a mano.',
      flagImageUrl: '/api/v2/marketing/flags/UY',
      docs: [{ name: 'Anexo (PDF)', url: `/api/v2/marketing/docs/${docId}` }],
      country: 'UY',
      position: 0,
    });

    const uruguay = await records('?country=uy&lang=en');

    expect(uruguay.map((record) => record.Name)).toEqual([
      'Uruguay: digital advertising report',
      'Anexo: medios de Uruguay',
    ]);
    expect(uruguay[1]?.id).toBeGreaterThan(0);
    expect(await records('?country=FR')).toEqual([]);
    const annex = await testApp.app.inject({ method: 'GET', url: uruguay[1]?.Docs[0]?.url ?? '' });
    expect(annex.statusCode).toBe(200);
    expect(annex.headers['content-type']).toBe('application/pdf');
    expect(annex.headers['content-disposition']).toContain('annex.pdf');
  });

  test('answers the same with a token, and 400 for a malformed country or language', async () => {
    const withToken = await testApp.app.inject({
      method: 'GET',
      url: '/api/v2/marketing/records?country=AR',
      headers: bearer('not-even-a-jwt'),
    });
    expect(withToken.statusCode).toBe(200);
    for (const query of ['?country=ARG', '?lang=fr']) {
      const bad = await testApp.app.inject({ method: 'GET', url: `/api/v2/marketing/records${query}` });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ error: expect.any(String) });
    }
  });
});

describe('migration 016', () => {
  test('removes the placeholder reports seeded before, and keeps what an operator wrote', async () => {
    const placeholderDoc = await insertDocument(
      testApp.db,
      'informe-pe-2023.pdf',
      'application/pdf',
      Buffer.from('%PDF-1.4 (Documento de muestra generado por la API de referencia.) Tj', 'latin1'),
    );
    await insertRecord(testApp.db, {
      name: 'Publicidad digital en Perú 2023',
      description: 'Los anunciantes, medios y formatos que marcaron la publicidad digital de Perú en 2023.',
      flagImageUrl: '/api/v2/marketing/flags/PE',
      docs: [{ name: 'Informe Perú 2023 (PDF)', url: `/api/v2/marketing/docs/${placeholderDoc}` }],
      country: 'PE',
      position: 5,
    });
    const operatorDoc = await insertDocument(testApp.db, 'informe-pe-2023.pdf', 'application/pdf', Buffer.from('%PDF'));
    await insertRecord(testApp.db, {
      name: 'Publicidad digital en Perú 2023',
      description: 'Rewritten by an operator.',
      flagImageUrl: '/api/v2/marketing/flags/PE',
      docs: [{ name: 'Informe (PDF)', url: `/api/v2/marketing/docs/${operatorDoc}` }],
      country: 'PE',
      position: 6,
    });
    const migration = (await loadMigrations()).find((file) => file.version === '016');
    if (!migration) throw new Error('No migration 016');

    await testApp.db.transaction((tx) => tx.exec(migration.sql));

    expect((await records('?country=PE')).map((record) => record.Description)).toEqual([
      expect.stringContaining('Perú'),
      'Rewritten by an operator.',
    ]);
    const { rows } = await testApp.db.query<{ id: number }>('select id from marketing_documents');
    expect(rows.map((row) => row.id)).toContain(operatorDoc);
    expect(rows.map((row) => row.id)).not.toContain(placeholderDoc);
  });
});

describe('documents and flags (public)', () => {
  test('404 for a missing document; 400 for a bad id', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v2/marketing/docs/999999' })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v2/marketing/docs/abc' })).statusCode).toBe(400);
  });

  test('flags are SVG: striped for known countries, a badge for others; 400 for a bad code', async () => {
    const argentina = await testApp.app.inject({ method: 'GET', url: '/api/v2/marketing/flags/AR' });
    const unitedStates = await testApp.app.inject({ method: 'GET', url: '/api/v2/marketing/flags/us' });
    const dominican = await testApp.app.inject({ method: 'GET', url: '/api/v2/marketing/flags/DO' });

    expect(argentina.statusCode).toBe(200);
    expect(argentina.headers['content-type']).toBe('image/svg+xml');
    expect(argentina.body).toMatch(/^<svg [^>]*>(<rect [^>]*fill="#74acdf"\/>)/);
    expect(unitedStates.body).toContain('fill="#b22234"');
    expect(dominican.body).toContain('>DO</text>');
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
