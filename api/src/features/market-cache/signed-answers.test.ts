import { gunzipSync } from 'node:zlib';
import { DEMO_PASSWORD, logIn } from '../../testing/test-app';
import { hashPassword } from '../../lib/passwords';
import { createMarketTestContext, RANGE, type MarketTestContext } from '../share-of-voice/market-test-helpers';
import { DEFAULT_MARKET_CACHE } from './market-answers';

let context: MarketTestContext;
/** A second user with the campaign-only user's rights: the cache shares its answers between them. */
let twinToken: string;
beforeAll(async () => {
  context = await createMarketTestContext({ marketCache: { ...DEFAULT_MARKET_CACHE, versionCheckMs: 0 } });
  await context.testApp.db.query(
    `insert into users (email, password_hash, name, surname, roles, countries, terms_accepted)
     values ('campaign-twin@market.test', $1, 'Tomás', 'Campañas', $2, $3, true)`,
    [await hashPassword(DEMO_PASSWORD), ['ROLE_FEATURE_CAMPAIGN'], ['AR', 'MX']],
  );
  twinToken = (await logIn(context.testApp.app, 'campaign-twin@market.test')).token;
});
afterAll(() => context.testApp.close());
afterEach(() => jest.restoreAllMocks());

const GALLERY = '/api/v2/gallery/1/15';
const search = [{ country: 'AR', ...RANGE }];
const asTwin = (headers: Record<string, string> = {}) =>
  context.testApp.app.inject({
    method: 'POST',
    url: GALLERY,
    payload: search,
    headers: { authorization: `Bearer ${twinToken}`, ...headers },
  });

/** Every creative address of an answer. */
const addressesOf = (body: string) => [...body.matchAll(/"(\/api\/creatives\/[^"]+)"/g)].map((match) => match[1] ?? '');
const withoutSignatures = (body: string) => body.replace(/\?viewer=[^"]+"/g, '"');

describe('market answers sign their creative addresses for each viewer', () => {
  test('two viewers with the same rights share one cached answer, each signed for its viewer', async () => {
    const first = await context.post(GALLERY, search, 'campaignOnly');
    expect(first.statusCode).toBe(200);

    const queries = jest.spyOn(context.testApp.db, 'query');
    const second = await asTwin();
    // The terms' acceptance is read on every request (auth); the market is not.
    const marketQueries = queries.mock.calls.filter(([sql]) => !/market_data_version|from users/.test(String(sql)));
    expect(marketQueries).toHaveLength(0);

    expect(second.body).not.toBe(first.body);
    expect(withoutSignatures(second.body)).toBe(withoutSignatures(first.body));
    const [mine, theirs] = [addressesOf(first.body), addressesOf(second.body)];
    expect(mine.length).toBeGreaterThan(0);
    for (const address of [...mine, ...theirs])
      expect(address).toMatch(/\?viewer=[\w-]+&expires=\d+&signature=[\w-]+$/);
    expect(new URL(mine[0] ?? '', 'http://api.test').searchParams.get('viewer')).not.toBe(
      new URL(theirs[0] ?? '', 'http://api.test').searchParams.get('viewer'),
    );
  });

  test('the signed addresses open; the same viewer gets the same addresses all day', async () => {
    const answer = await context.post(GALLERY, search, 'campaignOnly');
    const again = await context.post(GALLERY, search, 'campaignOnly');
    expect(again.body).toBe(answer.body);
    for (const address of addressesOf(answer.body).slice(0, 4)) {
      const image = await context.testApp.app.inject({ method: 'GET', url: address });
      expect(image.statusCode).toBe(200);
    }
  });

  test("the ETag names the viewer: a 304 for one's own, the whole answer for another's", async () => {
    const first = await context.post(GALLERY, search, 'campaignOnly');
    const etag = String(first.headers.etag);
    const twin = await asTwin({ 'if-none-match': etag });
    expect(twin.statusCode).toBe(200);
    const own = await asTwin({ 'if-none-match': String(twin.headers.etag) });
    expect(own.statusCode).toBe(304);
  });

  test('a gzipped answer is signed too', async () => {
    const plain = await asTwin();
    const gzipped = await asTwin({ 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
  });

  test('a Spots List page of 100 rows is signed; an answer without creatives is sent as cached', async () => {
    const spots = await context.post('/api/v2/spots/1/100', search, 'campaignOnly');
    expect(spots.statusCode).toBe(200);
    expect(addressesOf(spots.body).every((address) => address.includes('&signature='))).toBe(true);
    expect(addressesOf(spots.body).length).toBeGreaterThan(0);

    const sov = await context.post('/api/v2/sov/industries', search, 'analyst');
    expect(sov.statusCode).toBe(200);
    expect(String(sov.headers.etag)).not.toContain('.');
  });
});
