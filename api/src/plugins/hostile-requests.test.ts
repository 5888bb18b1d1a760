import { hostileRequests, LEAK_MARKERS, sendRaw, sendSlowly } from 'web-server/hostile-requests';
import { createTestApp, type TestApp } from '../testing/test-app';

const REQUEST_TIMEOUT_MS = 1_000;
let testApp: TestApp;
let port = 0;
beforeAll(async () => {
  testApp = await createTestApp({ requestTimeoutMs: REQUEST_TIMEOUT_MS });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const address = testApp.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => testApp.close());

const requests = [
  ...hostileRequests({ prefix: '/api' }),
  // What only an API receives: bodies.
  {
    name: 'a login body that is not JSON',
    raw: 'POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1\r\nConnection: close\r\n\r\n{',
  },
  {
    name: 'a 2 MB login body',
    raw: `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${2 * 1024 * 1024}\r\nConnection: close\r\n\r\n${'x'.repeat(64 * 1024)}`,
  },
  {
    name: 'a login body with a prototype-polluting key',
    raw: `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 63\r\nConnection: close\r\n\r\n${JSON.stringify({ __proto__: { admin: true }, username: 'a@b.c', password: 'x' }).padEnd(63)}`,
  },
];

test(`answers each of ${requests.length} hostile requests with a 4xx, leaks nothing and stays up`, async () => {
  expect(requests.length).toBeGreaterThanOrEqual(50);
  const unexpected: string[] = [];
  for (const hostile of requests) {
    const answer = await sendRaw(port, hostile.raw);
    if (answer.status === null || answer.status < 400 || answer.status >= 500) {
      unexpected.push(`${hostile.name}: ${answer.status ?? 'no answer'}`);
    }
    for (const marker of LEAK_MARKERS)
      if (answer.text.includes(marker)) unexpected.push(`${hostile.name} leaked ${marker}`);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    if (health.status !== 200) unexpected.push(`down after ${hostile.name}`);
    await health.arrayBuffer();
  }
  expect(unexpected).toEqual([]);
}, 60_000);

test('answers a client that stops mid-request with 408, and serves others meanwhile', async () => {
  const slow = sendSlowly(port, '/api/health', { timeoutMs: REQUEST_TIMEOUT_MS * 10 });
  const meanwhile = await fetch(`http://127.0.0.1:${port}/api/health`);
  expect(meanwhile.status).toBe(200);
  await meanwhile.arrayBuffer();
  expect((await slow).status).toBe(408);
});
