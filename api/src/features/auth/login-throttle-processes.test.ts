import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../../db/database';
import { startApiProcess, freePort, type ApiProcess } from '../../testing/api-process';
import { createTestDatabase } from '../../testing/database-template';
import { testDatabaseUrl } from '../../testing/postgres-test-databases';
import { DEMO_PASSWORD } from '../../testing/test-app';

// Real API processes (src/server.ts): each start takes seconds, three at once on a busy machine longer.
jest.setTimeout(240_000);

// Failures are counted without the slowdown's waits, which login-throttle.test.ts shows; the
// overload guard stays out of the way of processes that have just started on a busy machine (it
// answered 503 to a failed login there).
const QUIET = { LOGIN_FAILURE_DELAY_MS: '0', DATABASE_POOL_SIZE: '4', MAX_EVENT_LOOP_DELAY_MS: '60000' };

function logIn(api: ApiProcess, password: string, address: string) {
  return fetch(`${api.url}/login`, {
    method: 'POST',
    // The processes believe X-Forwarded-For from loopback (TRUST_PROXY's default): each try another address.
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ username: 'sov@demo.test', password }),
  });
}

/** Ten wrong passwords, the i-th sent to `apis[i % apis.length]`: the statuses (with the body when not 401). */
async function failTenTimes(apis: readonly ApiProcess[]): Promise<(number | string)[]> {
  const statuses: (number | string)[] = [];
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const api = apis[attempt % apis.length];
    if (!api) throw new Error('No API');
    const response = await logIn(api, 'wrong-pass', `10.20.0.${attempt + 1}`);
    statuses.push(response.status === 401 ? 401 : `${response.status} ${await response.text()}`);
  }
  return statuses;
}

const serverUrl = testDatabaseUrl();

// The case depends on the database: three processes share one only on a PostgreSQL server (the
// run of `bash api/scripts/with-test-postgres.sh pnpm --filter api test`); the embedded PGlite
// belongs to the one process that opens it, where the counts buy durability over restarts.
if (serverUrl) {
  describe('three API processes on one PostgreSQL', () => {
    let db: Database;
    const apis: ApiProcess[] = [];
    const ports: number[] = [];
    let databaseUrl = '';

    beforeAll(async () => {
      db = await createTestDatabase();
      const { rows } = await db.query<{ name: string }>('select current_database() as name');
      const url = new URL(serverUrl);
      url.pathname = `/${rows[0]?.name ?? ''}`;
      databaseUrl = url.toString();
      for (let replica = 0; replica < 3; replica += 1) ports.push(await freePort());
      apis.push(
        ...(await Promise.all(ports.map((port) => startApiProcess(port, { ...QUIET, DATABASE_URL: databaseUrl })))),
      );
    });
    afterAll(async () => {
      await Promise.all(apis.map((api) => api.stop()));
      await db.close();
    });

    test('give one allowance, not three: failures spread round-robin are refused by every process after ten', async () => {
      expect(await failTenTimes(apis)).toEqual(Array(10).fill(401));
      for (const [replica, api] of apis.entries()) {
        const refused = await logIn(api, DEMO_PASSWORD, `10.20.1.${replica + 1}`);
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    });

    test('a process stopped and started again forgets nothing', async () => {
      const [first, ...others] = apis;
      if (!first || !ports[0]) throw new Error('No first API');
      await first.stop();
      const restarted = await startApiProcess(ports[0], { ...QUIET, DATABASE_URL: databaseUrl });
      apis.splice(0, apis.length, restarted, ...others);
      expect((await logIn(restarted, DEMO_PASSWORD, '10.20.2.1')).status).toBe(429);
    });
  });
} else {
  describe('the API on the embedded PGlite', () => {
    let dataDir = '';
    let api: ApiProcess | null = null;
    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'api-throttle-'));
    });
    afterAll(async () => {
      await api?.stop();
      await rm(dataDir, { recursive: true, force: true });
    });

    test('a restart forgets no count: the lockout holds', async () => {
      const port = await freePort();
      api = await startApiProcess(port, { ...QUIET, DATA_DIR: dataDir });
      expect(await failTenTimes([api])).toEqual(Array(10).fill(401));
      await api.stop();

      api = await startApiProcess(port, { ...QUIET, DATA_DIR: dataDir });
      const refused = await logIn(api, DEMO_PASSWORD, '10.20.2.1');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });
}
