import type { OutboxEmail } from 'shared-contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { readAccountSettings } from '../account/account-settings';
import { bearer, tokensOf } from '../account/test-helpers';
import { enqueueEmail } from './outbox-repository';

let testApp: TestApp;
let tokens: Record<'sov@demo.test' | 'superadmin@demo.test', string>;
let withAttachment: number;
beforeAll(async () => {
  testApp = await createTestApp();
  tokens = await tokensOf(testApp.db, ['sov@demo.test', 'superadmin@demo.test'] as const);
  await enqueueEmail(testApp.db, { to: 'Sov@Demo.test', subject: 'First', body: 'one', kind: 'export' });
  withAttachment = await enqueueEmail(testApp.db, {
    to: 'analyst@demo.test',
    subject: 'Second',
    body: 'two',
    kind: 'scheduled-report',
    attachment: { name: 'report.csv', bytes: Buffer.from('a;b\n1;2\n') },
  });
});
afterAll(() => testApp.close());

const get = (url: string, token?: string) =>
  testApp.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('GET /api/v2/outbox', () => {
  test('lists the e-mails newest first, filtered by address (any case) or kind', async () => {
    const all = (await get('/api/v2/outbox', tokens['superadmin@demo.test'])).json<OutboxEmail[]>();
    expect(all.map((email) => email.subject)).toEqual(['Second', 'First']);
    expect(all[0]).toEqual({
      id: withAttachment,
      to: 'analyst@demo.test',
      subject: 'Second',
      body: 'two',
      kind: 'scheduled-report',
      attachment: { name: 'report.csv', size: 8 },
      createdAt: expect.any(String),
      sentAt: null,
    });

    const toSov = await get('/api/v2/outbox?to=sov@demo.test', tokens['superadmin@demo.test']);
    expect(toSov.json<OutboxEmail[]>().map((email) => email.subject)).toEqual(['First']);
    const reports = await get('/api/v2/outbox?kind=scheduled-report&limit=1', tokens['superadmin@demo.test']);
    expect(reports.json<OutboxEmail[]>().map((email) => email.subject)).toEqual(['Second']);
  });

  test('only a super admin reads it, in every environment: 403 for others', async () => {
    const refused = await get('/api/v2/outbox', tokens['sov@demo.test']);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Only a super admin may read the outbox' });
    expect((await get(`/api/v2/outbox/${withAttachment}/attachment`, tokens['sov@demo.test'])).statusCode).toBe(403);
  });

  test('400 on a bad limit; 401 without a token', async () => {
    expect((await get('/api/v2/outbox?limit=0', tokens['superadmin@demo.test'])).statusCode).toBe(400);
    expect((await get('/api/v2/outbox')).statusCode).toBe(401);
  });
});

describe('GET /api/v2/outbox/{id}/attachment', () => {
  test('answers the attachment; 404 for an e-mail without one', async () => {
    const response = await get(`/api/v2/outbox/${withAttachment}/attachment`, tokens['superadmin@demo.test']);

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('a;b\n1;2\n');
    expect(response.headers['content-disposition']).toContain('filename="report.csv"');
    expect(
      (await get(`/api/v2/outbox/${withAttachment - 1}/attachment`, tokens['superadmin@demo.test'])).statusCode,
    ).toBe(404);
    expect((await get('/api/v2/outbox/x/attachment', tokens['superadmin@demo.test'])).statusCode).toBe(400);
    expect((await get(`/api/v2/outbox/${withAttachment}/attachment`)).statusCode).toBe(401);
  });
});

describe('readAccountSettings', () => {
  test('APP_URL without its trailing slash', () => {
    expect(readAccountSettings({ APP_URL: 'https://app.example.com/' })).toEqual({ appUrl: 'https://app.example.com' });
    expect(readAccountSettings({ NODE_ENV: 'production' })).toEqual({ appUrl: 'http://127.0.0.1:3000' });
    expect(() => readAccountSettings({ APP_URL: 'ftp://x' })).toThrow(/APP_URL/);
  });
});
