import { gunzipSync } from 'node:zlib';
import { NO_DATA_MESSAGE } from '../../lib/contracts';
import { createMarketTestContext, RANGE, type MarketTestContext } from '../share-of-voice/market-test-helpers';
import { DEFAULT_MARKET_CACHE } from './market-answers';
import { bumpMarketDataVersion } from './market-data-version';

let context: MarketTestContext;
beforeAll(async () => {
  // versionCheckMs 0: a load is seen by the next request, so the test need not wait.
  context = await createMarketTestContext({
    marketCache: { ...DEFAULT_MARKET_CACHE, maxChars: 8 * 1024 * 1024, versionCheckMs: 0 },
  });
});
afterAll(() => context.testApp.close());
afterEach(() => jest.restoreAllMocks());

const body = (country: string, range: { since: string; until: string } = RANGE) => [{ country, ...range }];

/** The market queries a request ran (the data-version reads aside). */
function countMarketQueries(): () => number {
  const spy = jest.spyOn(context.testApp.db, 'query');
  return () => spy.mock.calls.filter(([sql]) => !String(sql).includes('market_data_version')).length;
}

describe('cached market answers', () => {
  test('a repeated question is answered without a query, identical requests in flight share one', async () => {
    const first = await context.post('/api/v2/sov/industries?lang=en', body('BR'));
    expect(first.statusCode).toBe(200);

    const queries = countMarketQueries();
    const again = await context.post('/api/v2/sov/industries?lang=en', body('BR'));
    expect(again.body).toBe(first.body);
    expect(queries()).toBe(0);

    const single = countMarketQueries();
    await context.post('/api/v2/sov/industries?lang=en', body('CO'));
    const oneComputation = single();
    jest.restoreAllMocks();
    const together = countMarketQueries();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => context.post('/api/v2/sov/industries?lang=en', body('MX'))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(together()).toBe(oneComputation);
  });

  test('the order of keys in the body or the query string does not matter', async () => {
    const first = await context.post('/api/v2/sov/publishers?lang=en&snap=1', body('AR'));
    const queries = countMarketQueries();
    const reordered = await context.post('/api/v2/sov/publishers?snap=1&lang=en', [
      { until: RANGE.until, since: RANGE.since, country: 'AR' },
    ]);
    expect(reordered.body).toBe(first.body);
    expect(queries()).toBe(0);
  });

  test('a market load ends every cached answer', async () => {
    const before = await context.post('/api/v2/sov/formats', body('PE'));
    expect(before.statusCode).toBe(200);
    await context.testApp.db.transaction(async (tx) => {
      // A load that empties Peru: the cache must not keep answering the old market.
      await tx.query("delete from spots where country_code = 'PE'");
      await bumpMarketDataVersion(tx);
    });
    const after = await context.post('/api/v2/sov/formats', body('PE'));
    expect(after.statusCode).toBe(404);
    expect(after.json()).toEqual({ error: NO_DATA_MESSAGE });
  });
});

describe('rights stay enforced per request', () => {
  test('the demo window: an analyst’s cached answer is never served to the demo user', async () => {
    const analyst = await context.post('/api/v2/sov/industries', body('AR'), 'analyst');
    expect(analyst.statusCode).toBe(200);
    // The same body, clamped into the demo window (2023), which the test market does not reach.
    const demo = await context.post('/api/v2/sov/industries', body('AR'), 'demo');
    expect(demo.statusCode).toBe(404);
  });

  test('a country outside the token answers 403 after another user cached it', async () => {
    expect((await context.post('/api/v2/sov/industries', body('CO'), 'analyst')).statusCode).toBe(200);
    const sov = await context.post('/api/v2/sov/industries', body('CO'), 'sov');
    expect(sov.statusCode).toBe(403);
  });

  test('a role the caller lacks answers 403 after another user cached the answer', async () => {
    expect((await context.post('/api/v2/soi/industries', body('AR'), 'analyst')).statusCode).toBe(200);
    expect((await context.post('/api/v2/soi/industries', body('AR'), 'sov')).statusCode).toBe(403);
  });

  test('callers with other countries get their own entry, even when the answer would be the same', async () => {
    const analyst = await context.post('/api/v2/sov/sources', body('AR'), 'analyst');
    const queries = countMarketQueries();
    const sov = await context.post('/api/v2/sov/sources', body('AR'), 'sov');
    expect(sov.body).toBe(analyst.body);
    expect(queries()).toBeGreaterThan(0);
  });
});

describe('ETag and compression', () => {
  test('a repeat search with the ETag costs a 304 and no query', async () => {
    const first = await context.post('/api/v2/sov/platforms', body('CL'));
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const queries = countMarketQueries();
    const repeat = await context.testApp.app.inject({
      method: 'POST',
      url: '/api/v2/sov/platforms',
      payload: body('CL'),
      headers: { authorization: `Bearer ${context.tokens.analyst}`, 'if-none-match': String(etag) },
    });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.body).toBe('');
    expect(queries()).toBe(0);
  });

  test('another search with an old ETag gets the full answer', async () => {
    const first = await context.post('/api/v2/sov/platforms', body('AR'));
    const other = await context.testApp.app.inject({
      method: 'POST',
      url: '/api/v2/sov/platforms',
      payload: body('MX'),
      headers: { authorization: `Bearer ${context.tokens.analyst}`, 'if-none-match': String(first.headers.etag) },
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(first.headers.etag);
  });

  test('a client that accepts gzip gets the same answer gzipped', async () => {
    const plain = await context.post('/api/v2/sov/advertisers', body('BR'));
    const gzipped = await context.testApp.app.inject({
      method: 'POST',
      url: '/api/v2/sov/advertisers',
      payload: body('BR'),
      headers: { authorization: `Bearer ${context.tokens.analyst}`, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
  });
});
