import type { LightMyRequestResponse } from 'fastify';
import type { SeriesPoint } from 'shared-contracts';
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

/** Ranges of the test market whose trends have each grain: 20 days daily, 40 weekly, 200 monthly. */
export const TREND_RANGES = {
  day: { since: '2026-05-26', until: '2026-06-15' },
  // Starts on a Wednesday: its first week is cut at the range's start.
  week: { since: '2026-05-06', until: '2026-06-15' },
  // Starts on the 27th: its first month is cut at the range's start.
  month: { since: '2025-11-27', until: '2026-06-15' },
} as const;

const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * Checks a trend against SQL over the spots: each period runs from a point's x to the day before
 * the next x (the last to `until`), and each top label's share is its sum of `measure` over the
 * period's sum (not an average of daily shares). Answers the periods, in order.
 */
export async function expectTrendOfSql(
  context: MarketTestContext,
  points: readonly SeriesPoint[],
  top: readonly { id: number; label: string }[],
  search: { country: string; since: string; until: string },
  sql: { column: string; measure: string },
): Promise<string[]> {
  const periods = [...new Set(points.map((point) => point.x))].sort();
  expect(new Set(points.map((point) => point.series))).toEqual(new Set(top.map((row) => row.label)));
  for (const [index, start] of periods.entries()) {
    const next = periods[index + 1];
    const end = next ? dayBefore(next) : search.until;
    const { rows } = await context.testApp.db.query<{ id: number; n: number | string }>(
      `select ${sql.column} as id, ${sql.measure} as n from spots
       where country_code = $1 and date between $2::date and $3::date group by 1`,
      [search.country, start, end],
    );
    const total = sum(rows.map((row) => Number(row.n)));
    for (const label of top) {
      const own = Number(rows.find((row) => row.id === label.id)?.n ?? 0);
      const point = points.find((candidate) => candidate.x === start && candidate.series === label.label);
      expect(point?.value).toBeCloseTo((own / total) * 100, 1);
    }
  }
  return periods;
}

/** Checks the periods of a trend have `grain`: every day with spots, or weeks from Monday, or months from the 1st. */
export async function expectTrendGrain(
  context: MarketTestContext,
  periods: readonly string[],
  grain: 'day' | 'week' | 'month',
  search: { country: string; since: string; until: string },
): Promise<void> {
  if (grain === 'day') {
    const { rows } = await context.testApp.db.query<{ day: string }>(
      `select distinct to_char(date, 'YYYY-MM-DD') as day from spots where ${IN_SEARCH} order by 1`,
      [search.country, search.since, search.until],
    );
    expect(periods).toEqual(rows.map((row) => row.day));
    return;
  }
  // The first period starts on the range's first day, the others on a Monday or a month's 1st.
  expect(periods[0]).toBe(search.since);
  expect(periods.length).toBeGreaterThan(grain === 'week' ? 5 : 6);
  for (const start of periods.slice(1)) {
    if (grain === 'week') expect(new Date(`${start}T00:00:00Z`).getUTCDay()).toBe(1);
    else expect(start.endsWith('-01')).toBe(true);
  }
}
