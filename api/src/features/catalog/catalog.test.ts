import type { AutocompleteResponse, IndustriesResponse } from 'shared-contracts';
import { createMarketTestContext, type MarketTestContext } from '../share-of-voice/market-test-helpers';

let context: MarketTestContext;
beforeAll(async () => {
  context = await createMarketTestContext();
});
afterAll(() => context.testApp.close());

async function firstName(sql: string): Promise<{ id: number; name: string }> {
  const { rows } = await context.testApp.db.query<{ id: number; name: string }>(sql);
  if (!rows[0]) throw new Error('no row');
  return rows[0];
}

describe('GET /api/v2/autocomplete/{type}', () => {
  test('advertisers seen in the country whose name contains q, most seen first', async () => {
    const advertiser = await firstName(
      "select a.id, a.name from advertisers a join market_presence p on p.dim_id = a.id and p.dimension = 'advertisers' and p.country_code = 'AR' order by p.spots desc limit 1",
    );
    const q = advertiser.name.slice(1, 4).toLowerCase();
    const response = await context.get(
      `/api/v2/autocomplete/advertisers?q=${encodeURIComponent(q)}&country=AR&page=1&per_page=50`,
    );

    expect(response.statusCode).toBe(200);
    const answer = response.json<AutocompleteResponse>();
    expect(answer.results[0]).toEqual({ id: advertiser.id, text: advertiser.name });
    for (const result of answer.results) expect(result.text.toLowerCase()).toContain(q);
    const notInAr = await context.sqlNumber(
      `select count(*) as n from advertisers a where a.id = any($1::int[]) and not exists
         (select 1 from spots s where s.advertiser_id = a.id and s.country_code = 'AR')`,
      [answer.results.map((result) => result.id)],
    );
    expect(notInAr).toBe(0);
  });

  test('pagination.more tells whether another page exists', async () => {
    const first = (
      await context.get('/api/v2/autocomplete/publishers?q=ia&country=AR&per_page=1')
    ).json<AutocompleteResponse>();
    const total = await context.sqlNumber(
      "select count(*) as n from publishers where country_code = 'AR' and name ilike '%ia%'",
      [],
    );

    expect(first.results).toHaveLength(1);
    expect(first.pagination.more).toBe(total > 1);
    const last = (
      await context.get(`/api/v2/autocomplete/publishers?q=ia&country=AR&per_page=1&page=${total}`)
    ).json<AutocompleteResponse>();
    expect(last.pagination.more).toBe(false);
  });

  test('without a country: every country of the caller, publishers named with their country', async () => {
    const answer = (
      await context.get('/api/v2/autocomplete/publishers?q=facebook&country=', 'sov')
    ).json<AutocompleteResponse>();

    expect(answer.results.map((result) => result.text).sort()).toEqual(['Facebook (AR)', 'Facebook (CL)']);
  });

  test('401 without a token; 403 for a country outside the token; 400 on q shorter than 2 or an unknown type', async () => {
    expect((await context.get('/api/v2/autocomplete/advertisers?q=ab', null)).statusCode).toBe(401);
    expect((await context.get('/api/v2/autocomplete/advertisers?q=ab&country=MX', 'sov')).statusCode).toBe(403);
    expect((await context.get('/api/v2/autocomplete/advertisers?q=a')).statusCode).toBe(400);
    expect((await context.get('/api/v2/autocomplete/advertisers?q=%20a%20')).json()).toEqual({
      error: 'q must have at least 2 characters besides spaces',
    });
    expect((await context.get('/api/v2/autocomplete/colors?q=ab')).statusCode).toBe(400);
    expect((await context.get('/api/v2/autocomplete/advertisers?q=ab&per_page=500')).json()).toEqual({
      error: expect.any(String),
    });
  });
});

describe('GET /api/v2/list/industries', () => {
  test('every industry by name', async () => {
    const response = await context.get('/api/v2/list/industries');

    expect(response.statusCode).toBe(200);
    const industries = response.json<IndustriesResponse>();
    expect(industries).toHaveLength(await context.sqlNumber('select count(*) as n from industries', []));
    expect(industries.map((industry) => industry.name)).toEqual(
      [...industries.map((industry) => industry.name)].sort((a, b) => (a < b ? -1 : 1)),
    );
    expect((await context.get('/api/v2/list/industries', null)).statusCode).toBe(401);
  });
});

describe('names in the customer language', () => {
  test('the industries list in the asked language, else in the saved one (es by default)', async () => {
    const names = async (query: string) =>
      (await context.get(`/api/v2/list/industries${query}`))
        .json<IndustriesResponse>()
        .map((industry) => industry.name);

    expect(await names('?lang=es')).toEqual(expect.arrayContaining(['Entretenimiento y Medios', 'Juegos y Apuestas']));
    expect(await names('?lang=pt')).toEqual(expect.arrayContaining(['Entretenimento e Mídia', 'Jogos e Apostas']));
    expect(await names('?lang=en')).toEqual(expect.arrayContaining(['Entertainment & Media', 'Gaming & Betting']));
    expect(await names('?lang=es')).not.toContain('Entertainment & Media');

    // This user has not asked anything yet: its saved language is read now, not remembered.
    await context.testApp.db.query("update users set language = 'pt' where email = 'noaudiences@demo.test'");
    const saved = (await context.get('/api/v2/list/industries', 'noaudiences')).json<IndustriesResponse>();
    expect(saved.map((industry) => industry.name)).toContain('Jogos e Apostas');
  });

  test('autocomplete names and finds fixed dimensions in the language of the request; advertisers keep theirs', async () => {
    const texts = async (type: string, q: string, lang: string) =>
      (await context.get(`/api/v2/autocomplete/${type}?q=${encodeURIComponent(q)}&country=AR&lang=${lang}`))
        .json<AutocompleteResponse>()
        .results.map((result) => result.text);

    expect(await texts('categories', 'marca', 'es')).toContain('Reconocimiento de marca');
    expect(await texts('categories', 'marca', 'en')).toEqual([]);
    expect(await texts('categories', 'brand', 'en')).toContain('Brand Awareness');
    expect(await texts('formats', 'vídeo', 'pt')).toEqual(expect.arrayContaining(['Anúncios em vídeo']));
    expect(await texts('platforms', 'redes', 'es')).toEqual(['Redes sociales']);

    const advertiser = await firstName(
      "select a.id, a.name from advertisers a join market_presence p on p.dim_id = a.id and p.dimension = 'advertisers' and p.country_code = 'AR' order by p.spots desc limit 1",
    );
    expect(await texts('advertisers', advertiser.name, 'pt')).toContain(advertiser.name);
  });
});
