import type { AnalyticsEvent } from 'shared-contracts';
import { createEventBatcher, type SendBatch } from './event-batcher';

const AT = new Date('2024-06-30T12:00:00.000Z');

function setup(send: SendBatch = jest.fn(async () => undefined)) {
  const calls: { events: AnalyticsEvent[]; leaving: boolean }[] = [];
  const batcher = createEventBatcher({
    send: (events, options) => {
      calls.push({ events, leaving: options.leaving });
      return send(events, options);
    },
    maxBatch: 3,
    flushAfterMs: 1000,
    maxPending: 5,
    now: () => AT,
  });
  return { batcher, calls, names: () => calls.map((call) => call.events.map((item) => item.event)) };
}

describe('the analytics event batcher', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends a batch as soon as it is full, with each event, its props and when it happened', () => {
    const { batcher, calls } = setup();
    batcher.track('session:login', { countries: 8 });
    batcher.track('search:apply', { page: 'shareofvoice' });
    expect(calls).toEqual([]);
    batcher.track('export');
    expect(calls).toEqual([
      {
        leaving: false,
        events: [
          { event: 'session:login', props: { countries: 8 }, at: AT.toISOString() },
          { event: 'search:apply', props: { page: 'shareofvoice' }, at: AT.toISOString() },
          { event: 'export', at: AT.toISOString() },
        ],
      },
    ]);
    expect(batcher.pending()).toBe(0);
  });

  it('sends a partial batch once the wait after its first event is over', () => {
    const { batcher, names } = setup();
    batcher.track('a');
    jest.advanceTimersByTime(600);
    batcher.track('b');
    jest.advanceTimersByTime(399);
    expect(names()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(names()).toEqual([['a', 'b']]);
  });

  it('sends what waits, as a page that is leaving, on flush', async () => {
    const { batcher, calls } = setup();
    batcher.track('a');
    await batcher.flush({ leaving: true });
    expect(calls).toEqual([{ leaving: true, events: [expect.objectContaining({ event: 'a' })] }]);
    await batcher.flush();
    expect(calls).toHaveLength(1);
  });

  it('never throws nor rejects when the endpoint fails, and retries a failed batch once', async () => {
    const { batcher, names } = setup(
      jest.fn(async () => {
        throw new Error('HTTP 503');
      }),
    );
    batcher.track('a');
    await expect(batcher.flush()).resolves.toBeUndefined();
    expect(batcher.pending()).toBe(1);
    await jest.advanceTimersByTimeAsync(1000);
    expect(names()).toEqual([['a'], ['a']]);
    // Failed twice: dropped, so a dead endpoint does not fill the memory.
    expect(batcher.pending()).toBe(0);
  });

  it('survives a sender that throws synchronously and props that cannot be serialised', async () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const { batcher } = setup(() => {
      JSON.stringify(circular);
      return Promise.resolve();
    });
    expect(() => batcher.track('odd', circular)).not.toThrow();
    await expect(batcher.flush()).resolves.toBeUndefined();
  });

  it('does not retry a batch that failed while the page was leaving', async () => {
    const { batcher } = setup(jest.fn(async () => Promise.reject(new Error('offline'))));
    batcher.track('a');
    await batcher.flush({ leaving: true });
    expect(batcher.pending()).toBe(0);
  });

  it('keeps only the newest events while the endpoint stays down', async () => {
    const { batcher, calls } = setup(jest.fn(async () => Promise.reject(new Error('offline'))));
    for (const name of ['1', '2', '3', '4', '5', '6', '7']) batcher.track(name);
    await jest.advanceTimersByTimeAsync(0);
    // Two full batches failed once and came back; the queue holds at most 5.
    expect(calls).toHaveLength(2);
    expect(batcher.pending()).toBe(5);
  });
});
