import type { CurrencyRatesResponse } from 'shared-contracts';
import { COUNTRY_CURRENCY } from '../../lib/contracts';
import { createMarketTestContext, type MarketTestContext } from '../share-of-voice/market-test-helpers';

let context: MarketTestContext;
beforeAll(async () => {
  context = await createMarketTestContext();
});
afterAll(() => context.testApp.close());

describe('GET /api/v2/rates', () => {
  test('the asked currencies, keyed USD + code, from exchange_rates', async () => {
    const response = await context.get('/api/v2/rates?currencies=ARS,BRL');

    expect(response.statusCode).toBe(200);
    const answer = response.json<CurrencyRatesResponse>();
    expect(answer.source).toBe('USD');
    expect(Object.keys(answer.quotes).sort()).toEqual(['USDARS', 'USDBRL']);
    expect(answer.quotes.USDARS).toBe(
      await context.sqlNumber("select usd_rate as n from exchange_rates where currency = 'ARS'", []),
    );
  });

  test('without a list: every currency of every country', async () => {
    const answer = (await context.get('/api/v2/rates')).json<CurrencyRatesResponse>();

    for (const currency of new Set(Object.values(COUNTRY_CURRENCY)))
      expect(answer.quotes[`USD${currency}`]).toBeGreaterThan(0);
    expect(answer.quotes.USDUSD).toBe(1);
  });

  test('400 on an unknown or malformed currency; 401 without a token', async () => {
    const unknown = await context.get('/api/v2/rates?currencies=ARS,XXX');

    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: 'Unknown currency: XXX' });
    expect((await context.get('/api/v2/rates?currencies=AR$')).statusCode).toBe(400);
    expect((await context.get('/api/v2/rates', null)).statusCode).toBe(401);
  });
});
