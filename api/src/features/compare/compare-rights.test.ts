import type { CompareResponse } from 'shared-contracts';
import { NO_DATA_MESSAGE } from '../../lib/contracts';
import { hashPassword } from '../../lib/passwords';
import { DEMO_PASSWORD, logIn } from '../../testing/test-app';
import { TERMS_NOT_ACCEPTED_MESSAGE } from '../auth/require-accepted-terms';
import { DEFAULT_MARKET_CACHE } from '../market-cache/market-answers';
import { spendKeysIn } from '../plan-limits/json-fields';
import { SPEND_KEYS } from '../plan-limits/plan-matrix-calls';
import {
  createMarketTestContext,
  RANGE,
  type MarketTestContext,
  type TestUser,
} from '../share-of-voice/market-test-helpers';

// Validation and rights, with the answer cache the API runs with: an answer cached for one plan
// must not reach another.
let context: MarketTestContext;
beforeAll(async () => {
  context = await createMarketTestContext({ marketCache: DEFAULT_MARKET_CACHE });
});
afterAll(() => context.testApp.close());

const AR = { country: 'AR', ...RANGE };
const URL = '/api/v2/compare/advertisers?lang=en';
const ask = (entities: unknown, search: unknown[] = [AR], user: TestUser | null = 'analyst', url = URL) =>
  context.post(url, { search, entities }, user);

describe('400: what to compare, said in the product’s words', () => {
  test.each([
    ['one advertiser', [2], 'Compare takes 2 to 20 advertisers: choose at least 2 (1 chosen)'],
    ['none', [], 'Compare takes 2 to 20 advertisers: choose at least 2 (0 chosen)'],
    [
      '21 advertisers',
      Array.from({ length: 21 }, (_, index) => index + 1),
      'Compare takes 2 to 20 advertisers: remove 1 of the 21 chosen',
    ],
    ['the same one twice', [2, 6, 2], 'Each advertiser is compared once: the list names one twice'],
    ['an id that is no advertiser', [2, 999999], 'No advertisers with the ids 999999'],
  ])('%s', async (_case, entities, error) => {
    const response = await ask(entities);
    expect({ status: response.statusCode, body: response.json<unknown>() }).toEqual({ status: 400, body: { error } });
  });

  test('the dimension names the entities; an unknown dimension or a bad search is refused', async () => {
    const publishers = await ask([1], [AR], 'analyst', '/api/v2/compare/publishers');
    expect(publishers.json()).toEqual({ error: 'Compare takes 2 to 20 publishers: choose at least 2 (1 chosen)' });
    expect((await ask([2, 6], [AR], 'analyst', '/api/v2/compare/products')).statusCode).toBe(400);
    expect((await ask([2, 'x'])).statusCode).toBe(400);
    expect((await ask([2, 6], [{ ...AR, since: '2026-13-40' }])).statusCode).toBe(400);
    expect((await ask([2, 6], [])).statusCode).toBe(400);
    const tooLong = await ask([2, 6], [{ ...AR, since: '2025-01-01', until: '2026-01-02' }]);
    expect(tooLong.json()).toEqual({ error: 'errors.daterange.periodTotalMonths' });
  });
});

describe('rights: roles, countries, terms', () => {
  test('401 without a token; 403 without Share of Voice or investment, or outside the countries', async () => {
    expect((await ask([2, 6], [AR], null)).statusCode).toBe(401);
    const campaignOnly = await ask([2, 6], [AR], 'campaignOnly');
    expect(campaignOnly.statusCode).toBe(403);
    expect(campaignOnly.json()).toEqual({ error: expect.stringContaining('ROLE_FEATURE_SHARE_OF_VOICE') });
    const foreign = await ask([2, 6], [{ ...AR, country: 'MX' }], 'sov');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ error: expect.stringContaining('MX') });
  });

  test('403 until the terms are accepted', async () => {
    await context.testApp.db.query(
      `insert into users (email, password_hash, name, surname, roles, countries, terms_accepted)
       values ('new-in-compare@market.test', $1, 'Nora', 'Nueva', $2, $3, false)`,
      [await hashPassword(DEMO_PASSWORD), ['ROLE_FEATURE_SHARE_OF_VOICE'], ['AR']],
    );
    const { token } = await logIn(context.testApp.app, 'new-in-compare@market.test');
    const response = await context.testApp.app.inject({
      method: 'POST',
      url: URL,
      payload: { search: [AR], entities: [2, 6] },
      headers: { authorization: `Bearer ${token}` },
    });
    expect({ status: response.statusCode, body: response.json<unknown>() }).toEqual({
      status: 403,
      body: { error: TERMS_NOT_ACCEPTED_MESSAGE },
    });
  });
});

describe('plan limits', () => {
  test('without the investment role no spend anywhere, and the columns say why; without campaigns no creatives', async () => {
    const analyst = (await ask([2, 6])).json<CompareResponse>();
    const sov = (await ask([2, 6], [AR], 'sov')).json<CompareResponse>();

    expect(spendKeysIn(analyst, SPEND_KEYS).length).toBeGreaterThan(0);
    expect(analyst.countries[0]?.entities[0]?.latestCreatives).toBeDefined();
    expect(spendKeysIn(sov, SPEND_KEYS)).toEqual([]);
    expect(sov.countries[0]?.spendUnavailable?.reason).toBe('notInPlan');
    expect(sov.total.spendUnavailable?.reason).toBe('notInPlan');
    expect(sov.countries[0]?.entities.every((entity) => entity.latestCreatives === undefined)).toBe(true);
    // The rest is the same answer.
    expect(sov.countries[0]?.entities.map((entity) => [entity.spots, entity.shareOfVoice])).toEqual(
      analyst.countries[0]?.entities.map((entity) => [entity.spots, entity.shareOfVoice]),
    );
  });

  test("Real-Time Spend's rules: not US, more than 14 days; the total's spend covers the countries that have it", async () => {
    const answer = (await ask([2, 6], [AR, { ...AR, country: 'US' }])).json<CompareResponse>();
    const [ar, us] = answer.countries;
    expect(ar?.spendUnavailable).toBeUndefined();
    expect(us?.spendUnavailable).toEqual({
      reason: 'countryWithoutSpend',
      message: 'US is not available on investment and snapshots',
    });
    expect(
      us?.entities.every((entity) => entity.spend === undefined && entity.trend.every((point) => !point.spend)),
    ).toBe(true);
    expect(answer.total.spendUnavailable).toBeUndefined();
    answer.total.entities.forEach((entity, index) => {
      expect(entity.spend?.usd).toBeCloseTo(ar?.entities[index]?.spend?.usd ?? Number.NaN, 1);
    });

    const fourteen = (
      await ask([2, 6], [{ country: 'AR', since: '2026-06-01', until: '2026-06-15' }])
    ).json<CompareResponse>();
    expect(fourteen.countries[0]?.spendUnavailable).toEqual({
      reason: 'periodTooShort',
      message: 'errors.daterange.periodInvestment',
    });
    expect(fourteen.total.spendUnavailable?.reason).toBe('periodTooShort');
    // Up to a month: one point a day.
    expect(fourteen.grain).toBe('day');
    expect(fourteen.countries[0]?.entities[0]?.trend).toHaveLength(15);
  });

  test('the demo role sees its window only', async () => {
    const demo = (
      await ask([2, 6], [{ country: 'AR', since: '2023-06-01', until: '2023-07-31' }], 'demo')
    ).json<CompareResponse>();
    const inWindow = (
      await ask([2, 6], [{ country: 'AR', since: '2023-07-01', until: '2023-07-31' }], 'analyst')
    ).json<CompareResponse>();
    expect(demo.countries[0]?.spots).toBe(inWindow.countries[0]?.spots);
    expect(demo.countries[0]?.entities.map((entity) => entity.spots)).toEqual(
      inWindow.countries[0]?.entities.map((entity) => entity.spots),
    );
  });

  test('creative addresses are signed for each viewer', async () => {
    const analyst = (await ask([2, 6])).json<CompareResponse>();
    const other = (await ask([2, 6], [AR], 'noaudiences')).json<CompareResponse>();
    const first = (answer: CompareResponse) =>
      answer.countries[0]?.entities[0]?.latestCreatives?.[0]?.lastSeenScreenshot;
    expect(first(analyst)).toMatch(/\?viewer=/);
    expect(first(other)).toMatch(/\?viewer=/);
    expect(first(other)).not.toBe(first(analyst));
  });

  test('404 with the spec message when the search has no spots in any country', async () => {
    const response = await ask([2, 6], [{ country: 'AR', since: '2022-01-01', until: '2022-02-01' }]);
    expect({ status: response.statusCode, body: response.json<unknown>() }).toEqual({
      status: 404,
      body: { error: NO_DATA_MESSAGE },
    });
  });
});
