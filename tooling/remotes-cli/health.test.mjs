// `remotes health` against a fake API: `node --test tooling/remotes-cli/`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { main } from './remotes.mjs';

const HEALTH = {
  env: 'local',
  windowMinutes: 60,
  rows: [
    {
      remote: 'mf-sov',
      version: '1.0.0',
      channel: 'stable',
      loads: 40,
      failures: 0,
      failurePercent: 0,
      p95LoadMs: 412,
      failuresByPhase: { manifest: 0, entry: 0, module: 0, render: 0 },
      rolledBackAt: null,
    },
    {
      remote: 'mf-sov',
      version: '1.1.0',
      channel: 'canary',
      loads: 6,
      failures: 6,
      failurePercent: 100,
      p95LoadMs: null,
      failuresByPhase: { manifest: 0, entry: 0, module: 0, render: 6 },
      rolledBackAt: '2026-11-23T12:00:00.000Z',
    },
  ],
};

function fakeApi({ login = 200, health = 200 } = {}) {
  const calls = [];
  const impl = async (url, init = {}) => {
    calls.push({ url: String(url), init });
    if (String(url).endsWith('/login')) {
      return new Response(JSON.stringify(login === 200 ? { token: 't0k' } : { error: 'Wrong e-mail or password' }), {
        status: login,
      });
    }
    return new Response(JSON.stringify(health === 200 ? HEALTH : { error: 'Forbidden' }), { status: health });
  };
  return Object.assign(impl, { calls });
}

async function run(argv, fetchImpl, variables = {}) {
  const out = [];
  const err = [];
  const code = await main(argv, {
    root: '/nowhere',
    fetchImpl,
    variables,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('remotes health', () => {
  it("logs in as the local demo super admin and prints each version's loads", async () => {
    const api = fakeApi();
    const result = await run(['health', 'local'], api);
    assert.equal(result.code, 0, result.err);
    assert.deepEqual(JSON.parse(api.calls[0].init.body), { username: 'superadmin@demo.test', password: 'demo1234' });
    assert.equal(api.calls[1].url, 'http://127.0.0.1:3000/api/v2/federation/health?env=local');
    assert.equal(api.calls[1].init.headers.authorization, 'Bearer t0k');
    const [title, header, stable, canary] = result.out.split('\n');
    assert.equal(title, 'Remote loads in local, last 60 minutes:');
    assert.match(
      header,
      /^remote\s+version\s+channel\s+loads\s+failures\s+failure %\s+p95 ms\s+failed at\s+rolled back$/,
    );
    assert.match(stable, /^mf-sov\s+1\.0\.0\s+stable\s+40\s+0\s+0\.00\s+412$/);
    assert.match(canary, /^mf-sov\s+1\.1\.0\s+canary\s+6\s+6\s+100\.00\s+-\s+render 6\s+2026-11-23T12:00:00\.000Z$/);
  });

  it('needs credentials and an API address for any other environment', async () => {
    assert.equal((await run(['health', 'prod'], fakeApi())).code, 2);
    const withApi = await run(['health', 'prod', '--api', 'https://api.example/api'], fakeApi(), {
      ADINTEL_EMAIL: 'ops@example.com',
      ADINTEL_PASSWORD: 'secret',
    });
    assert.equal(withApi.code, 0, withApi.err);
  });

  it('says what the API answered when it refuses', async () => {
    const result = await run(['health', 'local'], fakeApi({ health: 403 }));
    assert.equal(result.code, 1);
    assert.match(result.err, /The health call answered HTTP 403: Forbidden/);
  });
});
