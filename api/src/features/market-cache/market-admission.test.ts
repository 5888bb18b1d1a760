import { BUSY_MESSAGE } from '../../plugins/overload';
import { createMarketTestContext, RANGE, type MarketTestContext } from '../share-of-voice/market-test-helpers';
import { DEFAULT_MARKET_CACHE } from './market-answers';

let context: MarketTestContext;
beforeAll(async () => {
  // One answer computed at a time, and two more of one session in line: a fourth is beyond capacity.
  context = await createMarketTestContext({
    marketCache: { ...DEFAULT_MARKET_CACHE, maxComputing: 1, sessionQueue: 2, retryAfterSeconds: 3 },
  });
});
afterAll(() => context.testApp.close());
afterEach(() => jest.restoreAllMocks());

const body = (country: string) => [{ country, ...RANGE }];

/**
 * Holds every market query until `release()`: the computation under way stays under way while
 * other requests arrive. `started` resolves when the first market query is asked.
 */
function holdMarketQueries(): { started: Promise<void>; release: () => void } {
  const db = context.testApp.db;
  const query = db.query.bind(db);
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let markStarted = () => undefined as void;
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  jest.spyOn(db, 'query').mockImplementation(async (sql, params) => {
    if (!String(sql).includes('market_data_version')) {
      markStarted();
      await gate;
    }
    return query(sql, params);
  });
  return { started, release };
}

/** Polls `ready` between turns of the event loop (requests in flight reach the line in their own time). */
async function waitUntil(ready: () => boolean): Promise<void> {
  while (!ready()) await new Promise((resolve) => setImmediate(resolve));
}

describe('admission of market questions beyond capacity', () => {
  test("a session's page load waits in line; beyond its share a new question is refused at once: 503, Retry-After, the busy message", async () => {
    const held = holdMarketQueries();
    const first = context.post('/api/v2/sov/industries?lang=en', body('BR'));
    await held.started;
    const inLine = [
      context.post('/api/v2/sov/industries?lang=en', body('MX')),
      context.post('/api/v2/sov/industries?lang=en', body('CO')),
    ];
    await waitUntil(() => context.testApp.app.marketAnswers.waiting() === 2);

    const refused = await context.post('/api/v2/sov/industries?lang=en', body('PE'));
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('3');
    expect(refused.json()).toEqual({ error: BUSY_MESSAGE });

    // The question already being computed is shared, not refused.
    const same = context.post('/api/v2/sov/industries?lang=en', body('BR'));
    held.release();
    const answers = await Promise.all([first, same, ...inLine]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers[1]?.body).toBe(answers[0]?.body);
    expect(answers[2]?.json()).toEqual([expect.objectContaining({ country: 'MX' })]);
  });

  test('a cached answer is served while another question fills the capacity', async () => {
    const cached = await context.post('/api/v2/sov/advertisers?lang=en', body('AR'));
    expect(cached.statusCode).toBe(200);

    const held = holdMarketQueries();
    const other = context.post('/api/v2/sov/advertisers?lang=en', body('CO'));
    await held.started;
    const again = await context.post('/api/v2/sov/advertisers?lang=en', body('AR'));
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(cached.body);
    held.release();
    expect((await other).statusCode).toBe(200);
  });

  test('rights are checked before capacity: a forbidden country is 403, not 503', async () => {
    const held = holdMarketQueries();
    const busy = context.post('/api/v2/sov/formats?lang=en', body('BR'));
    await held.started;
    const forbidden = await context.post('/api/v2/sov/formats?lang=en', body('CO'), 'sov');
    expect(forbidden.statusCode).toBe(403);
    held.release();
    expect((await busy).statusCode).toBe(200);
  });
});
