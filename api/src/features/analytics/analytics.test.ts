import { ANALYTICS_MAX_BATCH } from '../../lib/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bearer, tokensOf, userIdOf } from '../account/test-helpers';
import { MAX_PROPS_JSON_LENGTH, normaliseEvent } from './analytics-events';

let testApp: TestApp;
let token: string;
let adminToken: string;
beforeAll(async () => {
  testApp = await createTestApp();
  const tokens = await tokensOf(testApp.db, ['analyst@demo.test', 'superadmin@demo.test'] as const);
  token = tokens['analyst@demo.test'];
  adminToken = tokens['superadmin@demo.test'];
});
afterAll(() => testApp.close());

interface EventRow {
  event: string;
  props: Record<string, unknown>;
  user_id: string | null;
  occurred_at: Date;
}

const track = (payload: unknown, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'POST', url: '/api/v2/analytics/events', payload: payload as object, headers });

async function eventsNamed(event: string): Promise<EventRow[]> {
  const { rows } = await testApp.db.query<EventRow>(
    'select event, props, user_id, occurred_at from analytics_events where event = $1 order by id',
    [event],
  );
  return rows;
}

describe('POST /api/v2/analytics/events', () => {
  test('stores a batch with the caller when a valid token comes along', async () => {
    const response = await track(
      {
        events: [
          { event: 'filters:apply', props: { groups: ['advertisers'], count: 2 }, at: '2024-03-01T12:00:00.000Z' },
          { event: 'filters:apply' },
        ],
      },
      bearer(token),
    );

    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 2 });
    const rows = await eventsNamed('filters:apply');
    const userId = await userIdOf(testApp.db, 'analyst@demo.test');
    expect(rows).toEqual([
      {
        event: 'filters:apply',
        props: { groups: ['advertisers'], count: 2 },
        user_id: userId,
        occurred_at: new Date('2024-03-01T12:00:00.000Z'),
      },
      { event: 'filters:apply', props: {}, user_id: userId, occurred_at: expect.any(Date) },
    ]);
  });

  test('anonymous without a token or with a bad one: never a 401', async () => {
    expect((await track({ events: [{ event: 'marketing:view' }] })).statusCode).toBe(202);
    expect((await track({ events: [{ event: 'marketing:view' }] }, bearer('expired.or.forged'))).statusCode).toBe(202);
    expect((await eventsNamed('marketing:view')).map((row) => row.user_id)).toEqual([null, null]);
  });

  test('bad props and dates never fail the call: they are stored cleaned', async () => {
    const response = await track({
      events: [
        { event: 'odd', props: 'just text', at: 'yesterday' },
        { event: 'odd', props: [1, 2], at: 12 },
        { event: 'odd', props: { huge: 'x'.repeat(MAX_PROPS_JSON_LENGTH) } },
        { event: 'odd', props: { nul: 'a\u0000b' }, at: '2999-01-01T00:00:00Z' },
      ],
    });

    expect(response.statusCode).toBe(202);
    const rows = await eventsNamed('odd');
    expect(rows.map((row) => row.props)).toEqual([
      { value: 'just text' },
      { value: [1, 2] },
      { dropped: 'props too large or not storable' },
      { dropped: 'props too large or not storable' },
    ]);
    expect(rows.every((row) => Math.abs(row.occurred_at.getTime() - Date.now()) < 60_000)).toBe(true);
  });

  test('400 only on a malformed body', async () => {
    for (const payload of [
      {},
      { events: [] },
      { events: [{ props: {} }] },
      { events: 'nope' },
      { events: Array.from({ length: ANALYTICS_MAX_BATCH + 1 }, () => ({ event: 'many' })) },
    ]) {
      const response = await track(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
  });
});

describe('GET /api/v2/admin/analytics/events', () => {
  const read = (query: string, headers: Record<string, string>) =>
    testApp.app.inject({ method: 'GET', url: `/api/v2/admin/analytics/events${query}`, headers });

  test("reads a user's events back, newest first, to super admins", async () => {
    await track(
      {
        events: [
          { event: 'read-back', props: { n: 1 } },
          { event: 'read-back', props: { n: 2 } },
        ],
      },
      bearer(token),
    );
    await track({ events: [{ event: 'read-back', props: { n: 3 } }] });

    const mine = await read('?event=read-back&email=ANALYST@demo.test', bearer(adminToken));
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([
      {
        id: expect.any(Number),
        event: 'read-back',
        props: { n: 2 },
        userEmail: 'analyst@demo.test',
        occurredAt: expect.any(String),
        receivedAt: expect.any(String),
      },
      expect.objectContaining({ props: { n: 1 }, userEmail: 'analyst@demo.test' }),
    ]);
    const all = await read('?event=read-back&limit=1', bearer(adminToken));
    expect(all.json()).toEqual([expect.objectContaining({ props: { n: 3 }, userEmail: null })]);
  });

  test('refuses anyone but a super admin, and bad queries', async () => {
    expect((await read('', {})).statusCode).toBe(401);
    expect((await read('', bearer(token))).statusCode).toBe(403);
    expect((await read('?limit=0', bearer(adminToken))).statusCode).toBe(400);
  });
});

test('normaliseEvent keeps plausible dates and plain-object props as they are', () => {
  const now = new Date('2024-03-02T00:00:00Z');
  expect(normaliseEvent({ event: 'e', props: { a: 1 }, at: '2024-03-01T00:00:00Z' }, now)).toEqual({
    event: 'e',
    props: { a: 1 },
    occurredAt: new Date('2024-03-01T00:00:00Z'),
  });
});
