// @ts-check
// The same hostile-request checks for every server of the suite.
import assert from 'node:assert/strict';
import { hostileRequests, LEAK_MARKERS, sendRaw, sendSlowly } from '../testing/hostile-requests.mjs';

/**
 * @param {{ port: () => number, prefix?: string, healthPath: string, requestTimeoutMs: number, test: typeof import('node:test').test }} options
 */
export function describeHostileRequests({ port, prefix = '', healthPath, requestTimeoutMs, test }) {
  const requests = hostileRequests({ prefix });

  test(`answers each of ${requests.length} hostile requests with a 4xx, leaks nothing and stays up`, async () => {
    assert.ok(requests.length >= 50, 'at least 50 hostile requests');
    for (const hostile of requests) {
      const answer = await sendRaw(port(), hostile.raw);
      assert.ok(
        answer.status !== null && answer.status >= 400 && answer.status < 500,
        `${hostile.name}: expected a 4xx, got ${answer.status ?? 'no answer'}`,
      );
      for (const marker of LEAK_MARKERS) assert.ok(!answer.text.includes(marker), `${hostile.name} leaked ${marker}`);
      const health = await fetch(`http://127.0.0.1:${port()}${healthPath}`);
      assert.equal(health.status, 200, `still up after ${hostile.name}`);
      await health.arrayBuffer();
    }
  });

  test('answers a client that stops mid-request with 408, and serves others meanwhile', async () => {
    const slow = sendSlowly(port(), `${prefix}/`, { timeoutMs: requestTimeoutMs * 10 });
    const meanwhile = await fetch(`http://127.0.0.1:${port()}${healthPath}`);
    assert.equal(meanwhile.status, 200);
    await meanwhile.arrayBuffer();
    assert.equal((await slow).status, 408);
  });
}
