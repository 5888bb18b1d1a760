import { createAnalyticsTracker } from './analytics-tracker';

function setup({ hidden = false, fail = false } = {}) {
  const target = new EventTarget();
  const fetchImpl = jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => {
    if (fail) throw new TypeError('Failed to fetch');
    return { ok: true, status: 202 } as Response;
  });
  const tracker = createAnalyticsTracker({
    env: { apiBase: '/api', external: {} },
    getToken: () => 'tok',
    fetchImpl,
    target,
    isHidden: () => hidden,
  });
  const sentBodies = () => fetchImpl.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return { target, fetchImpl, tracker, sentBodies };
}

describe("the shell's analytics tracker", () => {
  it('sends what waits, kept alive, when the page is hidden away', () => {
    const { target, fetchImpl, tracker, sentBodies } = setup();
    tracker.track('search:apply', { page: 'shareofvoice' });
    target.dispatchEvent(new Event('pagehide'));
    expect(fetchImpl).toHaveBeenCalledWith('/api/v2/analytics/events', expect.objectContaining({ keepalive: true }));
    expect(sentBodies()).toEqual([
      { events: [{ event: 'search:apply', props: { page: 'shareofvoice' }, at: expect.any(String) }] },
    ]);
  });

  it('sends on a visibility change only when the page became hidden', () => {
    const visible = setup();
    visible.tracker.track('a');
    visible.target.dispatchEvent(new Event('visibilitychange'));
    expect(visible.fetchImpl).not.toHaveBeenCalled();

    const hidden = setup({ hidden: true });
    hidden.tracker.track('a');
    hidden.target.dispatchEvent(new Event('visibilitychange'));
    expect(hidden.fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('breaks nothing when the endpoint is unreachable', async () => {
    const { target, tracker } = setup({ fail: true });
    expect(() => tracker.track('session:login')).not.toThrow();
    await expect(tracker.flush()).resolves.toBeUndefined();
    expect(() => target.dispatchEvent(new Event('pagehide'))).not.toThrow();
  });
});
