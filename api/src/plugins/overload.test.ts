import { createTestApp, type TestApp } from '../testing/test-app';
import { BUSY_MESSAGE, DEFAULT_OVERLOAD_LIMITS } from './overload';

const waitForHealthCheck = () => new Promise((resolve) => setTimeout(resolve, 250));

describe('the overload guard', () => {
  let busy: TestApp;
  let calm: TestApp;
  beforeAll(async () => {
    // A database queue deeper than the limit (-1: any queue, even an empty one) is overload.
    busy = await createTestApp({
      overload: { ...DEFAULT_OVERLOAD_LIMITS, maxWaitingQueries: -1, retryAfterSeconds: 3 },
    });
    calm = await createTestApp({ overload: DEFAULT_OVERLOAD_LIMITS });
    await waitForHealthCheck();
  });
  afterAll(async () => {
    await busy.close();
    await calm.close();
  });

  test('beyond capacity a request is refused at once: 503, Retry-After and the busy message', async () => {
    const response = await busy.app.inject({ method: 'GET', url: '/api/v2/list/industries' });

    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('3');
    expect(response.json()).toEqual({ error: BUSY_MESSAGE });
  });

  test('within capacity requests go through', async () => {
    const response = await calm.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
  });
});
