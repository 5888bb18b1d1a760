import { createTestApp, type TestApp } from '../../testing/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

test('GET /api/health answers ok while the database answers', async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ok' });
});

describe('API docs', () => {
  test('the OpenAPI document lists every route with its schemas', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });

    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, Record<string, { requestBody?: unknown }>> }>();
    // Each feature adds its own paths; these are the foundation's, under the server's /api.
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/auth/logout', '/auth/refresh', '/health', '/login', '/v2/session']),
    );
    expect(document.paths['/login']?.post?.requestBody).toBeDefined();
  });

  test('the docs page is served', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});
