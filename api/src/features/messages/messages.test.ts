import type { UserMessage } from 'shared-contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bearer, tokensOf, userIdOf } from '../account/test-helpers';
import { insertMessage } from './messages-repository';
import { WELCOME_MESSAGE } from './messages-seed';

let testApp: TestApp;
let tokens: Record<'analyst@demo.test' | 'sov@demo.test', string>;
beforeAll(async () => {
  testApp = await createTestApp();
  tokens = await tokensOf(testApp.db, ['analyst@demo.test', 'sov@demo.test'] as const);
});
afterAll(() => testApp.close());

const getMessages = (token?: string) =>
  testApp.app.inject({ method: 'GET', url: '/api/v2/messages/all', headers: token ? bearer(token) : {} });

describe('GET /api/v2/messages/all', () => {
  test('lists the seeded messages for everyone, with one enabled welcome message', async () => {
    const response = await getMessages(tokens['sov@demo.test']);

    expect(response.statusCode).toBe(200);
    const messages = response.json<UserMessage[]>();
    expect(messages.filter((message) => message.enabled)).toEqual([
      {
        id: expect.any(Number),
        name: WELCOME_MESSAGE.name,
        html: WELCOME_MESSAGE.html,
        enabled: true,
        createdAt: expect.any(String),
      },
    ]);
    expect(messages.length).toBeGreaterThan(1);
  });

  test("a user's own message is theirs alone, newest first", async () => {
    const userId = await userIdOf(testApp.db, 'analyst@demo.test');
    await insertMessage(testApp.db, { name: 'For Ana', html: '<p>Hi Ana</p>', enabled: true, userId });

    const analyst = (await getMessages(tokens['analyst@demo.test'])).json<UserMessage[]>();
    const sov = (await getMessages(tokens['sov@demo.test'])).json<UserMessage[]>();

    expect(analyst[0]).toMatchObject({ name: 'For Ana', html: '<p>Hi Ana</p>' });
    expect(sov.map((message) => message.name)).not.toContain('For Ana');
  });

  test('401 without a token', async () => {
    const response = await getMessages();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });
});
