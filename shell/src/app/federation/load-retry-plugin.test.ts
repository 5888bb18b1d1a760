import { fetchWithRetry, RETRY_DELAYS_MS } from './load-retry-plugin';

const MANIFEST = 'http://remotes.test/mf-sov/1.0.0/mf-manifest.json';

function answers(...steps: (number | Error)[]) {
  return jest.fn(async () => {
    const step = steps.shift();
    if (step instanceof Error) throw step;
    const status = step ?? 200;
    // jsdom has no Response: the retry reads only `ok` and `status`.
    return { ok: status < 300, status } as Response;
  });
}

/** Runs a fetch to its end, letting the back-off timers pass. */
async function settle<T>(promise: Promise<T>): Promise<T> {
  for (const delay of RETRY_DELAYS_MS) await jest.advanceTimersByTimeAsync(delay);
  return promise;
}

describe('manifest fetch with retry', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('absorbs a transient 503 and a network blip, asking again cache-busted', async () => {
    const fetchImpl = answers(503, new TypeError('Failed to fetch'), 200);
    const response = await settle(fetchWithRetry(MANIFEST, {}, fetchImpl as unknown as typeof fetch));
    expect(response.status).toBe(200);
    const urls = fetchImpl.mock.calls.map((call) => String((call as unknown[])[0]));
    expect(urls[0]).toBe(MANIFEST);
    expect(urls[1]).toMatch(/^http:\/\/remotes\.test\/mf-sov\/1\.0\.0\/mf-manifest\.json\?retry=1-/);
    expect(urls[2]).toMatch(/\?retry=2-/);
  });

  it('does not ask again for an answer that will not change (404)', async () => {
    const fetchImpl = answers(404);
    const response = await settle(fetchWithRetry(MANIFEST, {}, fetchImpl as unknown as typeof fetch));
    expect(response.status).toBe(404);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('gives the runtime the last failure after three attempts', async () => {
    const fetchImpl = answers(new TypeError('down'), new TypeError('down'), new TypeError('still down'));
    const failing = fetchWithRetry(MANIFEST, {}, fetchImpl as unknown as typeof fetch);
    const outcome = expect(failing).rejects.toThrow('still down');
    await settle(Promise.resolve());
    await outcome;
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });
});
