import type { CreateReportRequest, OutboxEmail, RunSchedulesResponse } from 'shared-contracts';
import { todayInProductZone } from '../../lib/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bearer, outboxFor, tokensOf } from '../account/test-helpers';
import { addDays, toSlashDate } from './report-rules';
import { readSchedulerSettings } from './report-scheduler';

let testApp: TestApp;
let tokens: Record<'analyst@demo.test' | 'sov@demo.test' | 'demo@demo.test' | 'superadmin@demo.test', string>;
const DAY = 24 * 60 * 60 * 1000;
const start = new Date();

beforeAll(async () => {
  testApp = await createTestApp();
  tokens = await tokensOf(testApp.db, [
    'analyst@demo.test',
    'sov@demo.test',
    'demo@demo.test',
    'superadmin@demo.test',
  ] as const);
});
afterAll(() => testApp.close());

const report = (
  name: string,
  frequency: CreateReportRequest['frequency'],
  formats: CreateReportRequest['formats'],
): CreateReportRequest => ({
  name,
  frequency,
  formats,
  parameters: { country: 'AR', page: '1', countries: ['AR'], advertisers: [10] },
});

async function save(token: string, body: CreateReportRequest, enabled = true): Promise<void> {
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/v2/reports',
    headers: bearer(token),
    payload: body,
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  if (!enabled) {
    await testApp.app.inject({
      method: 'POST',
      url: `/api/v2/reports/${created.json<{ id: number }>().id}/toggle`,
      headers: bearer(token),
      payload: { enabled: false },
    });
  }
}

function runAt(at: Date, token = tokens['superadmin@demo.test']) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/v2/admin/run-schedules?now=${encodeURIComponent(at.toISOString())}`,
    headers: bearer(token),
  });
}

async function runAtDay(days: number): Promise<RunSchedulesResponse> {
  const response = await runAt(new Date(start.getTime() + days * DAY));
  expect(response.statusCode).toBe(200);
  return response.json<RunSchedulesResponse>();
}

const subjects = (emails: OutboxEmail[]) => emails.map((email) => email.subject.replace(/ \(.*\)$/, '')).sort();

describe('scheduled reports', () => {
  beforeAll(async () => {
    await save(tokens['analyst@demo.test'], report('Daily', 'daily', ['sov_excel']));
    await save(tokens['analyst@demo.test'], report('Weekly', 'weekly', ['sov_pdf', 'campaign_details_excel']));
    await save(tokens['analyst@demo.test'], report('Monthly', 'monthly', ['soi_excel']));
    await save(tokens['analyst@demo.test'], report('Never', 'never', ['sov_excel']));
    await save(tokens['analyst@demo.test'], report('Paused', 'daily', ['sov_excel']), false);
    // Demo accounts cannot export: their reports are never mailed.
    await save(tokens['demo@demo.test'], report('Demo daily', 'daily', ['sov_excel']));
  });

  test('nothing is due on the day of saving', async () => {
    expect(await runAtDay(0)).toMatchObject({ reports: 0 });
  });

  test('the next day the daily report is mailed, once, with links over today', async () => {
    expect(await runAtDay(1)).toMatchObject({ reports: 1 });
    expect(await runAtDay(1)).toMatchObject({ reports: 0 });

    const [email] = await outboxFor(testApp.db, 'analyst@demo.test', 'scheduled-report');
    const today = toSlashDate(todayInProductZone(new Date(start.getTime() + DAY)));
    expect(email?.subject).toMatch(/^Your daily report "Daily"/);
    expect(email?.body).toContain(`/api/sov/export/excel?country=AR&since=${encodeURIComponent(today)}&until=`);
    expect(email?.body).toContain('&advertisers=10');
  });

  test('after a week the weekly one too; after a month all three; never, paused and demo reports never', async () => {
    expect(await runAtDay(8)).toMatchObject({ reports: 2 });
    expect(await runAtDay(32)).toMatchObject({ reports: 3 });

    const emails = await outboxFor(testApp.db, 'analyst@demo.test', 'scheduled-report');
    expect(subjects(emails)).toEqual(
      [
        'Your daily report "Daily"',
        'Your daily report "Daily"',
        'Your daily report "Daily"',
        'Your weekly report "Weekly"',
        'Your weekly report "Weekly"',
        'Your monthly report "Monthly"',
      ].sort(),
    );
    const monthly = emails.find((email) => email.subject.includes('Monthly'));
    const today = todayInProductZone(new Date(start.getTime() + 32 * DAY));
    expect(monthly?.subject).toContain(`(${addDays(today, -30)} to ${today})`);
    expect(monthly?.body).toContain('/api/soi/export/excel?');
    expect(await outboxFor(testApp.db, 'demo@demo.test')).toEqual([]);
  });
});

describe('weekly alert digests', () => {
  const today = todayInProductZone(start);
  beforeAll(async () => {
    // A small market of its own (ids far from any generated market).
    await testApp.db.exec(`
      insert into countries (code, name, currency) values ('AR', 'Argentina', 'ARS'), ('MX', 'México', 'MXN')
        on conflict do nothing;
      insert into industries (id, name) values (990001, 'Test industry') on conflict do nothing;
      insert into platforms (id, name) values (1, 'Desktop') on conflict do nothing;
      insert into formats (id, name) values (2, 'Standard ADs') on conflict do nothing;
      insert into categories (id, name) values (990001, 'Test category') on conflict do nothing;
      insert into publishers (id, name, country_code, url) values
        (990001, 'diario.test', 'AR', 'https://diario.test'), (990002, 'periodico.test', 'MX', 'https://periodico.test');
      insert into advertisers (id, name, industry_id) values
        (990001, 'Banco Nuevo', 990001), (990002, 'Banco Viejo', 990001), (990003, 'Banco Mexicano', 990001);
      insert into products (id, name, advertiser_id) values
        (990001, 'Cuenta Joven', 990001), (990002, 'Tarjeta', 990002), (990003, 'Crédito', 990003);`);
    const campaigns: [number, number, string, string][] = [
      [990001, 990001, addDays(today, -2), 'AR'],
      [990002, 990002, addDays(today, -20), 'AR'],
      [990003, 990003, addDays(today, -1), 'MX'],
    ];
    for (const [id, advertiser, firstSeen, country] of campaigns) {
      await testApp.db.query(
        `insert into campaigns (id, advertiser_id, product_id, industry_id, platform_id, format_id, category_id,
                                style, creativity, first_seen, last_seen)
         values ($1, $2, $2, 990001, 1, 2, 990001, 'default', '/creative.png', $3, $3)`,
        [id, advertiser, firstSeen],
      );
      await testApp.db.query(
        `insert into spots (id, date, country_code, campaign_id, advertiser_id, product_id, industry_id, publisher_id,
                            platform_id, format_id, source_id, category_id, amount, prints)
         values ($1::int, $2, $3, $1::int, $4, $4, 990001, $5, 1, 2, 1, 990001, 10, 100)`,
        [id, firstSeen, country, advertiser, country === 'AR' ? 990001 : 990002],
      );
    }
    const advertisers = [990001, 990002, 990003].map((id) => ({ id, label: `${id}`, value: `${id}` }));
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/v2/alerts',
      headers: bearer(tokens['sov@demo.test']),
      payload: { name: 'Banks', advertisers },
    });
    expect(created.statusCode).toBe(201);
  });

  test('mails the campaigns first seen this week in the user’s countries, then waits a week', async () => {
    expect((await runAt(start)).json()).toMatchObject({ alertDigests: 1 });
    expect((await runAt(new Date(start.getTime() + DAY))).json()).toMatchObject({ alertDigests: 0 });

    const emails = await outboxFor(testApp.db, 'sov@demo.test', 'alert-digest');
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toBe('Alert "Banks": 1 new campaign');
    // Banco Viejo's campaign is old; Banco Mexicano's runs in MX, not one of Sara's countries (AR, CL).
    expect(emails[0]?.body).toContain('- Banco Nuevo: Cuenta Joven (campaign 990001');
    expect(emails[0]?.body).not.toMatch(/Banco Viejo|Banco Mexicano/);
    expect(emails[0]?.body).toContain('http://127.0.0.1:3000/dashboard/campaigns');
  });

  test('a week later, without newer campaigns, no e-mail', async () => {
    expect((await runAt(new Date(start.getTime() + 8 * DAY))).json()).toMatchObject({ alertDigests: 0 });
  });
});

describe('scheduled reports of several countries', () => {
  // After the other runs: this report's days do not overlap theirs.
  const later = 60;
  beforeAll(async () => {
    await save(tokens['sov@demo.test'], {
      ...report('Two countries', 'daily', ['sov_excel']),
      parameters: { country: 'AR', page: '1', countries: ['AR', 'CL'] },
    });
  });

  const lastReport = async () =>
    (await outboxFor(testApp.db, 'sov@demo.test', 'scheduled-report')).find((email) =>
      email.subject.includes('"Two countries"'),
    );

  test('the e-mail links the export of every country of the report', async () => {
    await runAtDay(later);

    const email = await lastReport();
    expect(email?.body).toContain('report "Two countries" for AR, CL,');
    expect(email?.body).toMatch(
      /\/api\/sov\/export\/excel\?country=AR&since=[^&]+&until=[^&]+&countries=AR&countries=CL\n/,
    );
  });

  test('a country the user no longer has is left out of the links; without the first one, no e-mail', async () => {
    try {
      await testApp.db.exec(`update users set countries = '{AR}' where email = 'sov@demo.test'`);
      await runAtDay(later + 1);
      const email = await lastReport();
      expect(email?.body).toContain('report "Two countries" for AR,');
      expect(email?.body).toMatch(/\/api\/sov\/export\/excel\?country=AR&since=[^&]+&until=[^&\n]+\n/);

      await testApp.db.exec(`update users set countries = '{CL}' where email = 'sov@demo.test'`);
      const before = (await outboxFor(testApp.db, 'sov@demo.test', 'scheduled-report')).length;
      await runAtDay(later + 2);
      expect(await outboxFor(testApp.db, 'sov@demo.test', 'scheduled-report')).toHaveLength(before);
    } finally {
      await testApp.db.exec(`update users set countries = '{AR,CL}' where email = 'sov@demo.test'`);
    }
  });
});

describe('POST /api/v2/admin/run-schedules', () => {
  test('403 without the super admin role; 401 without a token; 400 on a bad date', async () => {
    const refused = await runAt(start, tokens['analyst@demo.test']);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: expect.any(String) });
    expect((await testApp.app.inject({ method: 'POST', url: '/api/v2/admin/run-schedules' })).statusCode).toBe(401);
    const bad = await testApp.app.inject({
      method: 'POST',
      url: '/api/v2/admin/run-schedules?now=yesterday',
      headers: bearer(tokens['superadmin@demo.test']),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('readSchedulerSettings', () => {
  test('on every 15 minutes by default; off; another interval; a bad one throws', () => {
    expect(readSchedulerSettings({})).toEqual({ enabled: true, intervalMinutes: 15 });
    expect(readSchedulerSettings({ REPORT_SCHEDULER: 'off' })).toMatchObject({ enabled: false });
    expect(readSchedulerSettings({ REPORT_SCHEDULER_INTERVAL_MINUTES: '60' })).toMatchObject({ intervalMinutes: 60 });
    expect(() => readSchedulerSettings({ REPORT_SCHEDULER_INTERVAL_MINUTES: '0' })).toThrow(/positive integer/);
  });
});
