import type { Alert, AlertRequest } from 'shared-contracts';
import { ALERTS_LIMIT_MESSAGE } from '../../lib/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bearer, tokensOf } from '../account/test-helpers';
import { ALERT_MESSAGES } from './alert-rules';
import { ALERT_NOT_FOUND_MESSAGE } from './alerts-routes';

let testApp: TestApp;
let analyst: string;
let sov: string;
beforeAll(async () => {
  testApp = await createTestApp();
  const tokens = await tokensOf(testApp.db, ['analyst@demo.test', 'sov@demo.test'] as const);
  analyst = tokens['analyst@demo.test'];
  sov = tokens['sov@demo.test'];
});
afterAll(() => testApp.close());

const advertiser = (id: number) => ({ id, label: `Advertiser ${id}`, value: `Advertiser ${id}` });
const banks: AlertRequest = { name: 'Banks', advertisers: [advertiser(1), advertiser(2)] };

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  testApp.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload: payload as object } : {}),
  });

const list = async (token: string) => (await call('GET', '/api/v2/alerts', token)).json<Alert[]>();

describe('POST /api/v2/alerts', () => {
  test('creates alerts up to 3; the fourth is refused with the spec message', async () => {
    const created: Alert[] = [];
    for (const name of ['One', 'Two', 'Three']) {
      const response = await call('POST', '/api/v2/alerts', sov, { ...banks, name });
      expect(response.statusCode).toBe(201);
      created.push(response.json<Alert>());
    }

    const fourth = await call('POST', '/api/v2/alerts', sov, { ...banks, name: 'Four' });

    expect(fourth.statusCode).toBe(400);
    expect(fourth.json()).toEqual({ error: ALERTS_LIMIT_MESSAGE });
    expect(await list(sov)).toEqual(created);
    expect(created[0]).toEqual({ id: expect.any(Number), name: 'One', advertisers: banks.advertisers });
  });

  test('at most 4 advertisers; ids sent as text are stored as numbers and repeats dropped', async () => {
    const five = await call('POST', '/api/v2/alerts', analyst, {
      name: 'Five',
      advertisers: [1, 2, 3, 4, 5].map(advertiser),
    });
    expect(five.statusCode).toBe(400);
    expect(five.json()).toEqual({ error: ALERT_MESSAGES.tooManyAdvertisers });

    const response = await call('POST', '/api/v2/alerts', analyst, {
      name: '  Retail  ',
      advertisers: [{ id: '7', label: 'Seven', value: 'Seven' }, advertiser(7), advertiser(8)],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Retail',
      advertisers: [{ id: 7, label: 'Seven', value: 'Seven' }, advertiser(8)],
    });
  });

  test('400 on a blank name, no advertiser, a non-numeric id or a malformed body; 401 without a token', async () => {
    const blank = await call('POST', '/api/v2/alerts', analyst, { ...banks, name: ' ' });
    const none = await call('POST', '/api/v2/alerts', analyst, { ...banks, advertisers: [] });
    const textId = await call('POST', '/api/v2/alerts', analyst, {
      ...banks,
      advertisers: [{ id: 'abc', label: 'a', value: 'a' }],
    });
    const malformed = await call('POST', '/api/v2/alerts', analyst, { name: 'x', advertisers: [{ label: 'no id' }] });

    expect(blank.json()).toEqual({ error: ALERT_MESSAGES.nameRequired });
    expect(none.json()).toEqual({ error: ALERT_MESSAGES.advertiserRequired });
    expect(textId.json()).toEqual({ error: ALERT_MESSAGES.advertiserId });
    expect(malformed.statusCode).toBe(400);
    expect((await call('POST', '/api/v2/alerts', undefined, banks)).statusCode).toBe(401);
    expect((await call('GET', '/api/v2/alerts')).statusCode).toBe(401);
  });
});

describe('PUT and DELETE /api/v2/alerts/{id}', () => {
  test('changes and deletes the caller’s alert', async () => {
    const [alert] = await list(sov);
    if (!alert) throw new Error('No alert to edit');

    const edited = await call('PUT', `/api/v2/alerts/${alert.id}`, sov, {
      name: 'Renamed',
      advertisers: [advertiser(9)],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ id: alert.id, name: 'Renamed', advertisers: [advertiser(9)] });

    expect((await call('DELETE', `/api/v2/alerts/${alert.id}`, sov)).statusCode).toBe(204);
    expect((await list(sov)).map((item) => item.id)).not.toContain(alert.id);
    // One of three gone: a new one fits again.
    expect((await call('POST', '/api/v2/alerts', sov, banks)).statusCode).toBe(201);
  });

  test("404 for someone else's or a missing alert; limits apply to edits too", async () => {
    const [alert] = await list(sov);
    if (!alert) throw new Error('No alert');

    const foreign = await call('PUT', `/api/v2/alerts/${alert.id}`, analyst, banks);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: ALERT_NOT_FOUND_MESSAGE });
    expect((await call('DELETE', `/api/v2/alerts/${alert.id}`, analyst)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/v2/alerts/999999', sov)).statusCode).toBe(404);
    const tooMany = await call('PUT', `/api/v2/alerts/${alert.id}`, sov, {
      name: 'x',
      advertisers: [1, 2, 3, 4, 5].map(advertiser),
    });
    expect(tooMany.json()).toEqual({ error: ALERT_MESSAGES.tooManyAdvertisers });
  });

  test('400 on a bad id or body; 401 without a token', async () => {
    expect((await call('PUT', '/api/v2/alerts/x', sov, banks)).statusCode).toBe(400);
    expect((await call('PUT', '/api/v2/alerts/1', sov, { name: 'no advertisers' })).statusCode).toBe(400);
    expect((await call('DELETE', '/api/v2/alerts/0', sov)).statusCode).toBe(400);
    expect((await call('PUT', '/api/v2/alerts/1', undefined, banks)).statusCode).toBe(401);
    expect((await call('DELETE', '/api/v2/alerts/1')).statusCode).toBe(401);
  });
});
