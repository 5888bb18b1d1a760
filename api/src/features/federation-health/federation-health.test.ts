import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CanaryRollbacksResponse, RemoteHealthResponse, RemoteLoadEventProps } from 'shared-contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bearer, tokensOf } from '../account/test-helpers';

let testApp: TestApp;
let environmentsDir: string;
let analyst: string;
let superAdmin: string;

const CANARY = { version: '1.1.0', manifestUrl: 'http://127.0.0.1:3001/1.1.0/mf-manifest.json', percent: 50 };

beforeAll(async () => {
  environmentsDir = await mkdtemp(path.join(tmpdir(), 'environments-'));
  await writeFile(
    path.join(environmentsDir, 'local.json'),
    JSON.stringify({
      name: 'local',
      production: false,
      apiBase: '/api',
      external: { supportEmail: 'helpdesk@adintel.test' },
      remotes: {
        'mf-sov': { version: '1.0.0', manifestUrl: 'http://127.0.0.1:3001/1.0.0/mf-manifest.json', canary: CANARY },
        'mf-account': { version: '1.0.0', manifestUrl: 'http://127.0.0.1:3005/1.0.0/mf-manifest.json' },
      },
      canaryRollback: { minFailures: 3, failurePercent: 20, windowMinutes: 10, notify: 'sov-team@adintel.test' },
    }),
  );
  testApp = await createTestApp({ environmentsDir });
  const tokens = await tokensOf(testApp.db, ['analyst@demo.test', 'superadmin@demo.test'] as const);
  analyst = tokens['analyst@demo.test'];
  superAdmin = tokens['superadmin@demo.test'];
});
afterAll(async () => {
  await testApp.close();
  await rm(environmentsDir, { recursive: true, force: true });
});

function load(overrides: Partial<RemoteLoadEventProps>): RemoteLoadEventProps {
  return {
    env: 'local',
    remote: 'mf-sov',
    version: '1.0.0',
    channel: 'stable',
    outcome: 'loaded',
    phase: null,
    manifestMs: 20,
    entryMs: 60,
    moduleMs: 120,
    totalMs: 150,
    ...overrides,
  };
}

const report = (...loads: RemoteLoadEventProps[]) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/v2/analytics/events',
    headers: bearer(analyst),
    payload: { events: loads.map((props) => ({ event: 'remote:load', props })) },
  });

const rollbacks = async (env = 'local') =>
  (
    await testApp.app.inject({ method: 'GET', url: `/api/v2/federation/rollbacks?env=${env}` })
  ).json<CanaryRollbacksResponse>();

const canaryFailure = (phase: RemoteLoadEventProps['phase'] = 'render') =>
  load({ version: '1.1.0', channel: 'canary', outcome: 'failed', phase, totalMs: 300 });

describe('automatic canary rollback', () => {
  it('withdraws a canary once its failures cross the policy, and tells the team', async () => {
    await report(load({ version: '1.1.0', channel: 'canary' }), load({ version: '1.1.0', channel: 'canary' }));
    await report(canaryFailure('entry'), canaryFailure());
    // 2 failures of 3 loads: under the policy's 3 failures.
    expect((await rollbacks()).rollbacks).toEqual([]);

    expect((await report(canaryFailure())).statusCode).toBe(202);
    const [rollback] = (await rollbacks()).rollbacks;
    // Two renders broke after their loads: 3 loads (2 loaded, 1 entry failure), 3 failures.
    expect(rollback).toMatchObject({ remote: 'mf-sov', version: '1.1.0', loads: 3, failures: 3 });

    const { rows } = await testApp.db.query<{ to_address: string; subject: string; body: string }>(
      "select to_address, subject, body from outbox where kind = 'canary-rollback'",
    );
    expect(rows).toEqual([
      expect.objectContaining({
        to_address: 'sov-team@adintel.test',
        subject: 'Canary mf-sov 1.1.0 rolled back in local',
        body: expect.stringContaining('3 of 3 loads of mf-sov 1.1.0 failed in the last 10 minutes'),
      }),
    ]);
    // Later failures of the same canary write nothing more.
    await report(canaryFailure(), canaryFailure());
    expect((await rollbacks()).rollbacks).toHaveLength(1);
  });

  it('never withdraws a stable pin, nor a version the environment does not give as the canary', async () => {
    const stableFailures = Array.from({ length: 6 }, () =>
      load({ remote: 'mf-account', outcome: 'failed', phase: 'module' }),
    );
    await report(...stableFailures, ...stableFailures.map((props) => ({ ...props, channel: 'canary' as const })));
    const notTheCanary = load({ version: '0.9.0', channel: 'canary', outcome: 'failed', phase: 'entry' });
    await report(notTheCanary, notTheCanary, notTheCanary, notTheCanary);
    await report(...Array.from({ length: 4 }, () => ({ ...canaryFailure(), env: 'prod' })));
    expect((await rollbacks()).rollbacks.map((item) => `${item.remote}@${item.version}`)).toEqual(['mf-sov@1.1.0']);
    expect((await rollbacks('prod')).rollbacks).toEqual([]);
  });

  it('answers the rollbacks to anyone, and refuses a malformed environment name', async () => {
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/v2/federation/rollbacks?env=local' })).statusCode,
    ).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v2/federation/rollbacks?env=../x' })).statusCode).toBe(
      400,
    );
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v2/federation/rollbacks' })).statusCode).toBe(400);
  });
});

describe('GET /api/v2/federation/health', () => {
  const health = (token: string) =>
    testApp.app.inject({ method: 'GET', url: '/api/v2/federation/health?env=local', headers: bearer(token) });

  it('gives super admins each version: loads, failures by phase, failure rate, p95, rollback', async () => {
    await report(...[100, 200, 300, 400].map((totalMs) => load({ totalMs })));
    const response = await health(superAdmin);
    expect(response.statusCode).toBe(200);
    const body = response.json<RemoteHealthResponse>();
    expect(body.windowMinutes).toBe(60);
    const canary = body.rows.find((row) => row.remote === 'mf-sov' && row.version === '1.1.0');
    expect(canary).toMatchObject({
      channel: 'canary',
      loads: 3,
      failures: 5,
      failurePercent: 100,
      failuresByPhase: { manifest: 0, entry: 1, module: 0, render: 4 },
      rolledBackAt: expect.any(String),
    });
    const stable = body.rows.find(
      (row) => row.remote === 'mf-sov' && row.version === '1.0.0' && row.channel === 'stable',
    );
    expect(stable).toMatchObject({ loads: 4, failures: 0, failurePercent: 0, rolledBackAt: null });
    expect(stable?.p95LoadMs).toBe(385);
  });

  it('is for super admins only', async () => {
    expect((await health(analyst)).statusCode).toBe(403);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/v2/federation/health?env=local' })).statusCode).toBe(
      401,
    );
  });
});
