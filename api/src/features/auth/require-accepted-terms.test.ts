import { createTestApp, logIn, type TestApp } from '../../testing/test-app';
import { TERMS_NOT_ACCEPTED_MESSAGE } from './require-accepted-terms';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** One call of each kind that answers market data: a chart's figures, a name search, the freshness. */
const MARKET_CALLS = [
  {
    method: 'POST',
    url: '/api/v2/sov/industries',
    payload: [{ country: 'AR', since: '2026-05-01', until: '2026-06-15' }],
  },
  { method: 'GET', url: '/api/v2/autocomplete/advertisers?q=co&country=AR' },
  { method: 'GET', url: '/api/v2/data-as-of?countries=AR' },
] as const;

const call = (token: string, { method, url, ...rest }: (typeof MARKET_CALLS)[number]) =>
  testApp.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...rest });

describe('market data only after the terms are accepted', () => {
  test('a user who has not accepted the terms gets 403 saying so from every market call', async () => {
    // The demo user has not accepted the terms on a fresh database.
    const { token } = await logIn(testApp.app, 'demo@demo.test');
    for (const marketCall of MARKET_CALLS) {
      const response = await call(token, marketCall);
      expect({ url: marketCall.url, status: response.statusCode, body: response.json() }).toEqual({
        url: marketCall.url,
        status: 403,
        body: { error: TERMS_NOT_ACCEPTED_MESSAGE },
      });
    }
    // What the terms dialog needs still answers: the session and the user messages.
    expect(
      (
        await testApp.app.inject({
          method: 'GET',
          url: '/api/v2/session',
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(200);
  });

  test('once accepted, the same token (issued before) gets the data; so does a new one', async () => {
    await testApp.db.query("update users set terms_accepted = false where email = 'noaudiences@demo.test'");
    const before = await logIn(testApp.app, 'noaudiences@demo.test');
    expect((await call(before.token, MARKET_CALLS[2])).statusCode).toBe(403);

    const accepted = await testApp.app.inject({
      method: 'POST',
      url: '/api/v2/account/terms/accept',
      headers: { authorization: `Bearer ${before.token}` },
      payload: { accept: true },
    });
    expect(accepted.statusCode).toBe(200);
    for (const marketCall of MARKET_CALLS) {
      expect({ url: marketCall.url, status: (await call(before.token, marketCall)).statusCode }).toEqual({
        url: marketCall.url,
        status: 200,
      });
    }
    const after = await logIn(testApp.app, 'noaudiences@demo.test');
    expect((await call(after.token, MARKET_CALLS[0])).statusCode).toBe(200);
  });
});
