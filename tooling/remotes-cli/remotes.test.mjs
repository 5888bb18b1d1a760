// Unit tests of the remotes CLI: run with `node --test tooling/remotes-cli/`.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { main } from './remotes.mjs';

const LOCAL_ENV = `{
  "name": "local",
  "production": false,
  "apiBase": "/api",
  "remotes": {
    "mf-sov": { "version": "1.0.0", "manifestUrl": "http://127.0.0.1:3001/1.0.0/mf-manifest.json" },
    "mf-account": { "version": "1.0.0", "manifestUrl": "http://127.0.0.1:3005/1.0.0/mf-manifest.json" }
  },
  "external": {},
  "allowedOrigins": ["http://127.0.0.1:3001", "http://127.0.0.1:3005"]
}
`;

const QA_ENV = JSON.stringify(
  {
    name: 'qa',
    production: false,
    apiBase: '/api',
    external: {},
    remotes: { 'mf-sov': { version: '1.0.0', manifestUrl: 'https://cdn.test/mf-sov/1.0.0/mf-manifest.json' } },
  },
  null,
  2,
);

let root;

async function writeFiles(files) {
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), typeof content === 'string' ? content : JSON.stringify(content));
  }
}

/** A local build of a remote at a version, built against a contract version. */
function build(remote, version, contractVersion) {
  return {
    [`${remote}/dist/${version}/mf-manifest.json`]: { name: remote.replace('-', '_') },
    [`${remote}/dist/${version}/contract.json`]: { remote, version, contractVersion },
  };
}

async function run(argv, fetchImpl = fetch) {
  const out = [];
  const err = [];
  const code = await main(argv, {
    root,
    fetchImpl,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const readEnv = async (name) => JSON.parse(await readFile(path.join(root, 'environments', `${name}.json`), 'utf8'));

/** A fetch that answers JSON for the URLs given and 404 for every other one. */
function fakeFetch(answers) {
  const calls = [];
  const impl = async (url) => {
    calls.push(String(url));
    const body = answers[String(url)];
    return body === undefined
      ? new Response('Not found', { status: 404 })
      : new Response(JSON.stringify(body), { status: 200 });
  };
  return Object.assign(impl, { calls });
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'remotes-cli-'));
  await writeFiles({
    'shared-contracts/src/contract-version.ts': "export const CONTRACT_VERSION = '1.2.0';\n",
    'environments/local.json': LOCAL_ENV,
    'environments/qa.json': QA_ENV,
    ...build('mf-sov', '1.0.0', '1.0.0'),
  });
});

afterEach(async () => rm(root, { recursive: true, force: true }));

describe('remotes pin (local)', () => {
  it('pins a built version with the same contract major and keeps the file layout', async () => {
    await writeFiles(build('mf-sov', '1.1.0', '1.3.0'));
    const result = await run(['pin', 'local', 'mf-sov', '1.1.0']);
    assert.equal(result.code, 0, result.err);
    assert.match(result.out, /Pinned mf-sov 1\.1\.0 in local \(was 1\.0\.0; contract 1\.3\.0\)/);
    const text = await readFile(path.join(root, 'environments/local.json'), 'utf8');
    assert.equal(
      text,
      LOCAL_ENV.replace(
        '"version": "1.0.0", "manifestUrl": "http://127.0.0.1:3001/1.0.0/',
        '"version": "1.1.0", "manifestUrl": "http://127.0.0.1:3001/1.1.0/',
      ),
    );
    assert.deepEqual((await readEnv('local')).remotes['mf-account'].version, '1.0.0');
  });

  it('refuses a version that was never built and leaves the file alone', async () => {
    const result = await run(['pin', 'local', 'mf-sov', '1.4.0']);
    assert.equal(result.code, 1);
    assert.match(result.err, /mf-sov 1\.4\.0 has no manifest at mf-sov\/dist\/1\.4\.0\/mf-manifest\.json/);
    assert.equal(await readFile(path.join(root, 'environments/local.json'), 'utf8'), LOCAL_ENV);
  });

  it('refuses a build of another contract major and says which versions clash', async () => {
    await writeFiles(build('mf-sov', '2.0.0', '2.0.0'));
    const result = await run(['pin', 'local', 'mf-sov', '2.0.0']);
    assert.equal(result.code, 1);
    assert.match(result.err, /built for contract 2\.0\.0; the shell uses contract 1\.2\.0: not pinned/);
    assert.equal((await readEnv('local')).remotes['mf-sov'].version, '1.0.0');
  });

  it('refuses a build without contract.json', async () => {
    await writeFiles({ 'mf-sov/dist/1.1.0/mf-manifest.json': {} });
    const result = await run(['pin', 'local', 'mf-sov', '1.1.0']);
    assert.equal(result.code, 1);
    assert.match(result.err, /no readable contract\.json/);
  });

  it('rejects an unknown remote, a bad version and a bad environment name as misuse', async () => {
    assert.equal((await run(['pin', 'local', 'mf-nope', '1.0.0'])).code, 2);
    assert.match(
      (await run(['pin', 'local', 'mf-nope', '1.0.0'])).err,
      /pins no remote "mf-nope" \(it pins: mf-sov, mf-account\)/,
    );
    assert.equal((await run(['pin', 'local', 'mf-sov', 'latest'])).code, 2);
    assert.equal((await run(['pin', '../etc', 'mf-sov', '1.0.0'])).code, 2);
    assert.equal((await run(['pin', 'staging', 'mf-sov', '1.0.0'])).code, 2);
  });
});

describe('environment files', () => {
  it('refuses a file the shell would refuse, naming each field', async () => {
    await writeFiles({
      'environments/local.json': LOCAL_ENV.replace(
        '"version": "1.0.0", "manifestUrl": "http://127.0.0.1:3005',
        '"version": "one", "manifestUrl": "http://127.0.0.1:3005',
      ),
    });
    const result = await run(['pin', 'local', 'mf-sov', '1.0.0']);
    assert.equal(result.code, 1);
    assert.match(
      result.err,
      /environments\/local\.json is not valid:\n {2}remotes\.mf-account\.version: must be a version such as 1\.2\.0/,
    );
  });
});

describe('remotes pin (URL environments)', () => {
  it('fetches the manifest and contract.json of the new version, then pins it', async () => {
    const fetchImpl = fakeFetch({
      'https://cdn.test/mf-sov/1.1.0/mf-manifest.json': { name: 'mf_sov' },
      'https://cdn.test/mf-sov/1.1.0/contract.json': { contractVersion: '1.0.0' },
    });
    const result = await run(['pin', 'qa', 'mf-sov', '1.1.0'], fetchImpl);
    assert.equal(result.code, 0, result.err);
    assert.deepEqual((await readEnv('qa')).remotes['mf-sov'], {
      version: '1.1.0',
      manifestUrl: 'https://cdn.test/mf-sov/1.1.0/mf-manifest.json',
    });
  });

  it('refuses when the manifest does not answer', async () => {
    const result = await run(['pin', 'qa', 'mf-sov', '1.1.0'], fakeFetch({}));
    assert.equal(result.code, 1);
    assert.match(result.err, /no manifest at https:\/\/cdn\.test\/mf-sov\/1\.1\.0\/mf-manifest\.json \(HTTP 404\)/);
  });
});

describe('remotes canary, promote and rollback', () => {
  it('gives a checked version to a share of users beside the stable pin', async () => {
    await writeFiles(build('mf-sov', '1.1.0', '1.3.0'));
    const result = await run(['canary', 'local', 'mf-sov', '1.1.0', '--percent', '5']);
    assert.equal(result.code, 0, result.err);
    assert.match(result.out, /Canary mf-sov 1\.1\.0 for 5 % of users in local \(stable 1\.0\.0; contract 1\.3\.0\)/);
    assert.deepEqual((await readEnv('local')).remotes['mf-sov'], {
      version: '1.0.0',
      manifestUrl: 'http://127.0.0.1:3001/1.0.0/mf-manifest.json',
      canary: { version: '1.1.0', manifestUrl: 'http://127.0.0.1:3001/1.1.0/mf-manifest.json', percent: 5 },
    });
    const text = await readFile(path.join(root, 'environments/local.json'), 'utf8');
    assert.equal(text.split('\n').length, LOCAL_ENV.split('\n').length, 'only the remote line changes');
  });

  it('makes the same checks as pin and writes nothing when one fails', async () => {
    await writeFiles(build('mf-sov', '2.0.0', '2.0.0'));
    const clash = await run(['canary', 'local', 'mf-sov', '2.0.0', '--percent', '5']);
    assert.equal(clash.code, 1);
    assert.match(clash.err, /built for contract 2\.0\.0; the shell uses contract 1\.2\.0: not released as a canary/);
    const missing = await run(['canary', 'local', 'mf-sov', '1.9.0', '--percent', '5']);
    assert.match(missing.err, /mf-sov 1\.9\.0 has no manifest/);
    assert.equal((await run(['canary', 'local', 'mf-sov', '1.0.0', '--percent', '5'])).code, 2);
    for (const percent of ['0', '101', 'five', '-3']) {
      const misuse = await run(['canary', 'local', 'mf-sov', '1.1.0', '--percent', percent]);
      assert.equal(misuse.code, 2, percent);
    }
    assert.equal(await readFile(path.join(root, 'environments/local.json'), 'utf8'), LOCAL_ENV);
  });

  it('promotes the canary to the stable pin, or rolls it back', async () => {
    await writeFiles(build('mf-sov', '1.1.0', '1.3.0'));
    await run(['canary', 'local', 'mf-sov', '1.1.0', '--percent', '50']);
    const rollback = await run(['rollback', 'local', 'mf-sov']);
    assert.equal(rollback.code, 0, rollback.err);
    assert.match(rollback.out, /Rolled back mf-sov's canary 1\.1\.0 in local: everybody loads 1\.0\.0/);
    assert.deepEqual(Object.keys((await readEnv('local')).remotes['mf-sov']), ['version', 'manifestUrl']);
    assert.equal((await run(['rollback', 'local', 'mf-sov'])).code, 1, 'no canary left to roll back');

    await run(['canary', 'local', 'mf-sov', '1.1.0', '--percent', '50']);
    const promote = await run(['promote', 'local', 'mf-sov']);
    assert.equal(promote.code, 0, promote.err);
    assert.deepEqual((await readEnv('local')).remotes['mf-sov'], {
      version: '1.1.0',
      manifestUrl: 'http://127.0.0.1:3001/1.1.0/mf-manifest.json',
    });
  });
});

describe('remotes list', () => {
  it('prints each remote, its pin, whether the manifest answers and the local builds', async () => {
    await writeFiles(build('mf-sov', '1.1.0', '1.0.0'));
    const fetchImpl = fakeFetch({ 'http://127.0.0.1:3001/1.0.0/mf-manifest.json': {} });
    const result = await run(['list', 'local'], fetchImpl);
    assert.equal(result.code, 0);
    const [header, sov, account] = result.out.split('\n');
    assert.match(header, /^remote\s+version\s+manifest URL\s+answers\s+built$/);
    assert.match(
      sov,
      /^mf-sov\s+1\.0\.0\s+http:\/\/127\.0\.0\.1:3001\/1\.0\.0\/mf-manifest\.json\s+answers\s+1\.0\.0, 1\.1\.0$/,
    );
    assert.match(account, /^mf-account\s+1\.0\.0\s+\S+\s+no \(HTTP 404\)\s+-$/);

    await run(['canary', 'local', 'mf-sov', '1.1.0', '--percent', '5']);
    const [, withCanary] = (await run(['list', 'local'], fetchImpl)).out.split('\n');
    assert.match(withCanary, /^mf-sov\s+1\.0\.0 \(canary 1\.1\.0 for 5 %\)\s+http/);
  });

  it('prints usage for an unknown command', async () => {
    const result = await run(['deploy', 'qa']);
    assert.equal(result.code, 2);
    assert.match(result.err, /usage:/);
  });
});
