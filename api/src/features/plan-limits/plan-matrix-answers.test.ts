import type { AudiencesResponse, SessionResponse } from 'shared-contracts';
import { ROLES } from '../../lib/contracts';
import { DEFAULT_MARKET_CACHE } from '../market-cache/market-answers';
import { createMarketTestContext, type MarketTestContext, type TestUser } from '../share-of-voice/market-test-helpers';
import { fieldAt, spendKeysIn } from './json-fields';
import { MARKET_CALLS, MATRIX_SEARCH, SPEND_KEYS, type MarketCall, type MatrixIds } from './plan-matrix-calls';
import { expectedStatus, MATRIX_USERS, MatrixTally, sessionsOfUsers } from './plan-matrix-users';

/**
 * Role × market call × spend field (issue 52): what each demo plan receives from every market
 * call, field by field. Without the investment role no spend key is anywhere in an answer.
 */

let context: MarketTestContext;
let sessions: Record<TestUser, SessionResponse>;
let ids: MatrixIds;
const tally = new MatrixTally();

beforeAll(async () => {
  // With the cache the API runs with: an answer cached for one plan must not reach another.
  context = await createMarketTestContext({ marketCache: DEFAULT_MARKET_CACHE });
  sessions = await sessionsOfUsers(context);
  const [{ country, since, until }] = MATRIX_SEARCH;
  const inSearch = 'country_code = $1 and date between $2::date and $3::date';
  ids = {
    campaignId: await context.sqlNumber(`select min(campaign_id) as n from spots where ${inSearch}`, [
      country,
      since,
      until,
    ]),
    spotId: await context.sqlNumber(`select min(id) as n from spots where ${inSearch}`, [country, since, until]),
  };
});
afterAll(async () => {
  console.log(tally.summary('answers'));
  await context.testApp.close();
});

function ask(call: MarketCall, user: TestUser) {
  const url = call.url(ids);
  return call.method === 'GET' ? context.get(url, user) : context.post(url, call.payload, user);
}

test('the matrix holds a plan without investment and one without audiences', () => {
  expect(sessions.sov.roles).not.toContain(ROLES.investment);
  expect(sessions.noaudiences.roles).not.toContain(ROLES.audiences);
  expect(sessions.analyst.roles).toEqual(expect.arrayContaining([ROLES.investment, ROLES.audiences]));
});

describe.each(MATRIX_USERS)('%s', (user) => {
  test.each(MARKET_CALLS.map((call) => [call.name, call] as const))('%s', async (_name, call) => {
    const plan = sessions[user].roles;
    const withSpend = plan.includes(ROLES.investment);
    const response = await ask(call, user);
    const status = expectedStatus(plan, call, call.download);
    tally.pairs += 1;
    expect({ status: response.statusCode }).toEqual({ status });
    if (status !== 200) {
      expect(response.json()).toEqual({ error: expect.any(String) });
      return;
    }
    const answer: unknown = response.json();
    for (const field of call.spendFields) {
      const { holders, present } = fieldAt(answer, field);
      expect(holders).toBeGreaterThan(0);
      // Every holder carries it with spend in the plan; none without (absent, not zero or null).
      expect({ field, present }).toEqual({ field, present: withSpend ? holders : 0 });
      tally.fields += 1;
    }
    if (!withSpend || call.spendFields.length === 0) {
      expect(spendKeysIn(answer, SPEND_KEYS)).toEqual([]);
      tally.fields += SPEND_KEYS.length;
    }
    if (call.name === 'POST /v2/audiences') {
      // The real bands only with the audiences role; else the sample that is blurred on screen.
      expect((answer as AudiencesResponse).sample).toBe(!plan.includes(ROLES.audiences));
      tally.fields += 1;
    }
  });
});
