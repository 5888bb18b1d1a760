import type { DataAsOfResponse } from 'shared-contracts';
import { createMarketTestContext, type MarketTestContext } from '../share-of-voice/market-test-helpers';

let context: MarketTestContext;
beforeAll(async () => {
  context = await createMarketTestContext();
});
afterAll(() => context.testApp.close());

const lastDate = async (country: string, until = '9999-12-31') =>
  (
    await context.testApp.db.query<{ last: string }>(
      `select to_char(max(date), 'YYYY-MM-DD') as last from spots where country_code = $1 and date <= $2::date`,
      [country, until],
    )
  ).rows[0]?.last;

describe('GET /api/v2/data-as-of', () => {
  test('answers each market’s last capture date, in the order asked', async () => {
    const response = await context.get('/api/v2/data-as-of?countries=CL,AR');

    expect(response.statusCode).toBe(200);
    expect(response.json<DataAsOfResponse>()).toEqual([
      { country: 'CL', dataAsOf: await lastDate('CL') },
      { country: 'AR', dataAsOf: await lastDate('AR') },
    ]);
    expect(response.json<DataAsOfResponse>()[0]?.dataAsOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test('the demo role’s data is as of its window’s end at the latest', async () => {
    const response = await context.get('/api/v2/data-as-of?countries=AR', 'demo');

    const expected = await lastDate('AR', '2023-12-31');
    expect(expected).toMatch(/^2023-/);
    expect(response.json<DataAsOfResponse>()).toEqual([{ country: 'AR', dataAsOf: expected }]);
  });

  test('401 without a token, 403 for a country outside the token, 400 on a malformed list', async () => {
    expect((await context.get('/api/v2/data-as-of?countries=AR', null)).statusCode).toBe(401);
    const foreign = await context.get('/api/v2/data-as-of?countries=AR,MX', 'sov');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ error: expect.stringContaining('MX') });
    expect((await context.get('/api/v2/data-as-of?countries=ar', 'analyst')).statusCode).toBe(400);
    expect((await context.get('/api/v2/data-as-of', 'analyst')).statusCode).toBe(400);
  });
});
