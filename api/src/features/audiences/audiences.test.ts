import type { AudiencesResponse } from 'shared-contracts';
import { createMarketTestContext, RANGE, sum, type MarketTestContext } from '../share-of-voice/market-test-helpers';

let context: MarketTestContext;
beforeAll(async () => {
  context = await createMarketTestContext();
});
afterAll(() => context.testApp.close());

const AR = { country: 'AR', ...RANGE };
const shown = (answer: AudiencesResponse) => answer.items.filter((band) => !band.hidden);

describe('POST /api/v2/audiences', () => {
  test('AR: the bands of the advertisers seen, adding to 100, with hidden 18+ target bands', async () => {
    const response = await context.post('/api/v2/audiences', { search: [AR] });

    expect(response.statusCode).toBe(200);
    const answer = response.json<AudiencesResponse>();
    expect(answer.sample).toBe(false);
    expect(shown(answer).map((band) => band.label)).toEqual([
      'male 6-14',
      'male 15-24',
      'male 25-34',
      'male 35+',
      'female 6-14',
      'female 15-24',
      'female 25-34',
      'female 35+',
    ]);
    expect(sum(shown(answer).map((band) => band.value))).toBeCloseTo(100, 5);
    expect(answer.items.filter((band) => band.hidden)).toEqual([
      { label: 'male 18+', value: expect.any(Number), extra: 'target', hidden: true },
      { label: 'female 18+', value: expect.any(Number), extra: 'target', hidden: true },
    ]);
  });

  test('one advertiser: its own stored bands', async () => {
    const advertiser = await context.sqlNumber(
      `select s.advertiser_id as n from spots s
       where s.country_code = $1 and s.date between $2::date and $3::date
         and exists (select 1 from audience_bands b where b.advertiser_id = s.advertiser_id and b.country_code = s.country_code)
       group by 1 order by count(*) desc limit 1`,
      ['AR', RANGE.since, RANGE.until],
    );
    const answer = (await context.post('/api/v2/audiences', { search: [AR], advertiser })).json<AudiencesResponse>();

    const stored = await context.sqlNumber(
      "select value as n from audience_bands where country_code = 'AR' and advertiser_id = $1 and label = 'female 25-34'",
      [advertiser],
    );
    expect(answer.items.find((band) => band.label === 'female 25-34')?.value).toBeCloseTo(stored, 1);
  });

  test('countries without audiences answer sample data', async () => {
    const answer = (
      await context.post('/api/v2/audiences', { search: [{ country: 'ES', ...RANGE }] })
    ).json<AudiencesResponse>();

    expect(answer.sample).toBe(true);
    expect(sum(shown(answer).map((band) => band.value))).toBeCloseTo(100, 5);
  });

  test('an advertiser without audience data: 404 errors.audiences.void', async () => {
    const absent = await context.sqlNumber(
      "select min(id) as n from advertisers a where not exists (select 1 from audience_bands b where b.advertiser_id = a.id and b.country_code = 'AR')",
      [],
    );
    const response = await context.post('/api/v2/audiences', { search: [AR], advertiser: absent });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'errors.audiences.void' });
  });

  test('without ROLE_FEATURE_AUDIENCES: sample bands, not the real ones, in the same shape', async () => {
    const real = (await context.post('/api/v2/audiences', { search: [AR] })).json<AudiencesResponse>();
    const noRole = await context.post('/api/v2/audiences', { search: [AR] }, 'noaudiences');

    expect(noRole.statusCode).toBe(200);
    const sample = noRole.json<AudiencesResponse>();
    expect(sample.sample).toBe(true);
    const shapeOf = (answer: AudiencesResponse) =>
      answer.items.map(({ label, extra, hidden }) => ({ label, extra, hidden }));
    expect(shapeOf(sample)).toEqual(shapeOf(real));
    expect(sum(shown(sample).map((band) => band.value))).toBeCloseTo(100, 5);
    expect(sample.items.map((band) => band.value)).not.toEqual(real.items.map((band) => band.value));
    // Taken from no search: another advertiser, period or country gives the same sample.
    const advertiser = await context.sqlNumber(
      "select min(advertiser_id) as n from audience_bands where country_code = 'AR'",
      [],
    );
    const other = { search: [{ ...AR, since: '2026-04-01' }], advertiser };
    const [ownBands, otherSample] = await Promise.all([
      context.post('/api/v2/audiences', other),
      context.post('/api/v2/audiences', other, 'noaudiences'),
    ]);
    expect(otherSample.json()).toEqual(sample);
    expect(otherSample.json<AudiencesResponse>().items).not.toEqual(ownBands.json<AudiencesResponse>().items);
  });

  test('401 without a token; 403 outside the countries, with or without the audiences role', async () => {
    expect((await context.post('/api/v2/audiences', { search: [AR] }, null)).statusCode).toBe(401);
    expect(
      (await context.post('/api/v2/audiences', { search: [{ ...AR, country: 'VE' }] }, 'noaudiences')).statusCode,
    ).toBe(403);
    expect((await context.post('/api/v2/audiences', { search: [{ ...AR, country: 'VE' }] })).statusCode).toBe(403);
  });

  test('400 on a bad payload', async () => {
    expect((await context.post('/api/v2/audiences', [AR])).statusCode).toBe(400);
    expect((await context.post('/api/v2/audiences', { search: [AR], advertiser: 'x' })).statusCode).toBe(400);
  });
});
