import { badRequest } from '../lib/http-errors';
import { createTestApp, type TestApp } from '../testing/test-app';
import { INTERNAL_ERROR_MESSAGE } from './error-handling';

let testApp: TestApp;
let logged: string[] = [];
beforeAll(async () => {
  const stream = { write: (line: string) => void logged.push(line) };
  testApp = await createTestApp({ logger: { level: 'error', stream } }, (app) => {
    // Routes made for the test: one failing unexpectedly, one refusing its input on purpose.
    app.get('/api/test/crash', async () => {
      throw new Error('secret detail: connection string postgres://user:pw@host');
    });
    app.get('/api/test/refuse', async () => {
      throw badRequest('The range is too long');
    });
  });
});
beforeEach(() => {
  logged = [];
});
afterAll(() => testApp.close());

describe('error answers', () => {
  test('an unknown route answers 404 with a JSON error', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/nowhere?x=1' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Route GET /api/nowhere not found' });
  });

  test('an unexpected error answers 500 without its details, and logs them', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/crash' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: INTERNAL_ERROR_MESSAGE });
    expect(response.body).not.toContain('secret');
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0] ?? '{}')).toMatchObject({
      level: 50,
      msg: 'Unhandled error',
      err: { message: expect.stringContaining('secret detail') },
    });
  });

  test('an HttpError answers its status and message, and is not logged as a fault', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/refuse' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The range is too long' });
    expect(logged).toEqual([]);
  });

  test('an unsupported content type answers 415 with a JSON error', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });

    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });
});
