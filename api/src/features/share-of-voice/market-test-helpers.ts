import type { LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../../lib/passwords';
import type { BuildAppOptions } from '../../app';
import { DEMO_PASSWORD, acceptTermsOf, createTestApp, logIn, type TestApp } from '../../testing/test-app';

/** Helpers shared by the tests of the market analytics (share of voice, investment, snapshots…). */

/** A range of the test market (it ends 2026-06-30): 45 days, so every range rule passes. */
export const RANGE = { since: '2026-05-01', until: '2026-06-15' } as const;

export const IN_SEARCH = 'country_code = $1 and date between $2::date and $3::date';

const USERS = {
  superadmin: 'superadmin@demo.test',
  analyst: 'analyst@demo.test',
  demo: 'demo@demo.test',
  sov: 'sov@demo.test',
  noaudiences: 'noaudiences@demo.test',
  /** Made by the helpers: only ROLE_FEATURE_CAMPAIGN, countries AR and MX. */
  campaignOnly: 'campaign-only@market.test',
} as const;

export type TestUser = keyof typeof USERS;

export interface MarketTestContext {
  testApp: TestApp;
  tokens: Record<TestUser, string>;
  post(url: string, payload: unknown, user?: TestUser | null): Promise<LightMyRequestResponse>;
  get(url: string, user?: TestUser | null): Promise<LightMyRequestResponse>;
  /** One number from SQL with $1 country, $2 since, $3 until. */
  sqlNumber(sql: string, params: readonly (string | number | number[])[]): Promise<number>;
}

/** The app on a fresh copy of the template (with its generated market), tokens for every user. */
export async function createMarketTestContext(
  options: Partial<Omit<BuildAppOptions, 'database'>> = {},
): Promise<MarketTestContext> {
  const testApp = await createTestApp(options);
  await testApp.db.query(
    `insert into users (email, password_hash, name, surname, roles, countries, terms_accepted)
     values ($1, $2, 'Camila', 'Campañas', $3, $4, true)`,
    [USERS.campaignOnly, await hashPassword(DEMO_PASSWORD), ['ROLE_FEATURE_CAMPAIGN'], ['AR', 'MX']],
  );
  await acceptTermsOf(testApp.db, USERS.demo);
  const entries = await Promise.all(
    (Object.keys(USERS) as TestUser[]).map(
      async (user) => [user, (await logIn(testApp.app, USERS[user])).token] as const,
    ),
  );
  const tokens = Object.fromEntries(entries) as Record<TestUser, string>;
  const headers = (user: TestUser | null) => (user ? { authorization: `Bearer ${tokens[user]}` } : {});
  return {
    testApp,
    tokens,
    post: (url, payload, user = 'analyst') =>
      testApp.app.inject({ method: 'POST', url, payload: payload as object, headers: headers(user) }),
    get: (url, user = 'analyst') => testApp.app.inject({ method: 'GET', url, headers: headers(user) }),
    async sqlNumber(sql, params) {
      const { rows } = await testApp.db.query<{ n: number | string | null }>(sql, params);
      return Number(rows[0]?.n ?? Number.NaN);
    },
  };
}

export const sum = (values: readonly number[]) => values.reduce((acc, value) => acc + value, 0);
