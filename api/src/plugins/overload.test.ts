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
    // Opening two in-thread databases blocks the event loop; on a loaded machine the guard's
    // next sample can still see that delay. Once it has passed, a request goes through.
    const deadline = Date.now() + 15_000;
    let response = await calm.app.inject({ method: 'GET', url: '/api/health' });
    while (response.statusCode === 503 && Date.now() < deadline) {
      await waitForHealthCheck();
      response = await calm.app.inject({ method: 'GET', url: '/api/health' });
    }

    expect(response.statusCode).toBe(200);
  });
});
