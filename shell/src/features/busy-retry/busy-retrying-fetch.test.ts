import { createBusyRetryingFetch, retryDelayMs, sleep } from './busy-retrying-fetch';

// jsdom has no Response: the fields the retrying fetch reads.
const answer = (status: number, headers: Record<string, string> = {}) =>
  ({
    status,
    ok: status >= 200 && status < 300,
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
  }) as unknown as Response;

function setUp(statuses: number[], retryAfter = '2') {
  const fetchImpl = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
  for (const status of statuses) fetchImpl.mockResolvedValueOnce(answer(status, { 'retry-after': retryAfter }));
  const onBusy = jest.fn();
  const waits: number[] = [];
  let clock = 0;
  const retrying = createBusyRetryingFetch({
    fetchImpl,
    onBusy,
    sleep: async (ms) => {
      waits.push(ms);
      clock += ms;
    },
    now: () => clock,
  });
  return { fetchImpl, onBusy, waits, retrying };
}

describe('createBusyRetryingFetch', () => {
  it('waits Retry-After and asks again while the API is busy, then hands over the answer', async () => {
    const { fetchImpl, onBusy, waits, retrying } = setUp([503, 503, 200]);

    const response = await retrying('/api/v2/sov/industries', { method: 'POST', body: '[]' });

    expect(response.status).toBe(200);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(fetchImpl.mock.calls.every(([, init]) => init?.body === '[]')).toBe(true);
    expect(waits).toEqual([2000, 2000]);
    // Two refusals 2 s apart are one busy spell: one notice.
    expect(onBusy).toHaveBeenCalledTimes(1);
  });

  it('gives the 503 to the caller after the last attempt, so the view can show its error', async () => {
    const { fetchImpl, retrying } = setUp([503, 503, 503, 503, 503]);

    const response = await retrying('/api/v2/list/industries');

    expect(response.status).toBe(503);
    expect(fetchImpl).toHaveBeenCalledTimes(4);
  });

  it('passes every other answer through at once, errors included', async () => {
    const { fetchImpl, onBusy, retrying } = setUp([500]);

    expect((await retrying('/api/v2/list/industries')).status).toBe(500);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(onBusy).not.toHaveBeenCalled();
  });

  it('stops waiting when the search changes (the request is aborted)', async () => {
    const fetchImpl = jest.fn(async () => answer(503, { 'retry-after': '5' }));
    const controller = new AbortController();
    const retrying = createBusyRetryingFetch({ fetchImpl, onBusy: () => undefined });

    const pending = retrying('/api/v2/sov/industries', { signal: controller.signal });
    await Promise.resolve();
    controller.abort();

    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});

describe('retryDelayMs', () => {
  it('reads seconds or an HTTP date, within bounds', () => {
    expect(retryDelayMs('3', 0, 10_000)).toBe(3000);
    expect(retryDelayMs('120', 0, 10_000)).toBe(10_000);
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(retryDelayMs('Mon, 23 Nov 2026 10:00:04 GMT', now, 10_000)).toBe(4000);
    expect(retryDelayMs(null, 0, 10_000)).toBe(2000);
    expect(retryDelayMs('soon', 0, 10_000)).toBe(2000);
  });
});

describe('sleep', () => {
  it('rejects at once on an aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(sleep(1000, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });
});
