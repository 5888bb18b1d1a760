import { analyticsEndpoint, createEventSender, isSameOrigin } from './send-events';

const EVENTS = [{ event: 'search:apply', props: { page: 'investment' }, at: '2024-06-30T12:00:00.000Z' }];
const ORIGIN = 'https://app.adintel.test';

function fakeFetch(status = 202) {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => ({ ok: status < 300, status }) as Response);
}

describe('sending analytics batches', () => {
  it("defaults to the API's store, and follows the environment file", () => {
    expect(analyticsEndpoint({ apiBase: '/api', external: {} })).toBe('/api/v2/analytics/events');
    expect(analyticsEndpoint({ apiBase: '/api', external: { analyticsUrl: 'https://t.example/collect' } })).toBe(
      'https://t.example/collect',
    );
  });

  it('posts the batch with the bearer token to the same origin', async () => {
    const fetchImpl = fakeFetch();
    const send = createEventSender({
      url: '/api/v2/analytics/events',
      getToken: () => 'tok',
      fetchImpl,
      origin: ORIGIN,
    });
    await send(EVENTS, { leaving: false });
    expect(fetchImpl).toHaveBeenCalledWith('/api/v2/analytics/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer tok' },
      body: JSON.stringify({ events: EVENTS }),
      keepalive: false,
      credentials: 'same-origin',
    });
  });

  it('never hands the token to another origin, and keeps the request alive when the page leaves', async () => {
    const fetchImpl = fakeFetch();
    const send = createEventSender({
      url: 'https://t.example/collect',
      getToken: () => 'tok',
      fetchImpl,
      origin: ORIGIN,
    });
    await send(EVENTS, { leaving: true });
    expect(fetchImpl.mock.calls[0]?.[1]).toMatchObject({
      headers: { 'Content-Type': 'application/json' },
      keepalive: true,
      credentials: 'omit',
    });
    expect(isSameOrigin('https://t.example/collect', ORIGIN)).toBe(false);
    expect(isSameOrigin('/api/x', ORIGIN)).toBe(true);
  });

  it('rejects on a refusing endpoint (the batcher swallows it)', async () => {
    const send = createEventSender({ url: '/a', getToken: () => null, fetchImpl: fakeFetch(500), origin: ORIGIN });
    await expect(send(EVENTS, { leaving: false })).rejects.toThrow('HTTP 500');
  });

  it('uses a beacon for a leaving batch too large for keepalive', async () => {
    const fetchImpl = fakeFetch();
    const sendBeacon = jest.fn(() => true);
    const send = createEventSender({ url: '/a', getToken: () => 'tok', fetchImpl, sendBeacon, origin: ORIGIN });
    const big = Array.from({ length: 40 }, () => ({ event: 'x', props: { text: 'y'.repeat(2000) } }));
    await send(big, { leaving: true });
    expect(sendBeacon).toHaveBeenCalledWith('/a', expect.any(Blob));
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
