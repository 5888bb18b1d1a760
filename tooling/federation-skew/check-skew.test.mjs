// The skew check on builds laid out in a temporary folder: `node --test tooling/federation-skew/`.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { checkSkew } from './check-skew.mjs';

let root;

async function writeJson(name, value) {
  await mkdir(path.dirname(path.join(root, name)), { recursive: true });
  await writeFile(path.join(root, name), typeof value === 'string' ? value : JSON.stringify(value));
}

const shared = (overrides = {}) =>
  Object.entries({ react: '19.3.1', antd: '6.6.8', 'react-dom/client': '19.3.1', ...overrides }).map(
    ([name, version]) => ({ name, version, singleton: name.includes('/') ? undefined : true }),
  );

function environment(name, remotes) {
  return { name, production: false, apiBase: '/api', external: {}, remotes };
}

const pin = (remote, version, canary) => ({
  version,
  manifestUrl: `http://127.0.0.1:3001/${version}/mf-manifest.json`,
  ...(canary
    ? { canary: { version: canary, manifestUrl: `http://127.0.0.1:3001/${canary}/mf-manifest.json`, percent: 5 } }
    : {}),
});

async function build(remote, version, { contractVersion = '1.0.0', libraries = shared() } = {}) {
  await writeJson(`${remote}/dist/${version}/mf-manifest.json`, { name: remote, shared: libraries });
  await writeJson(`${remote}/dist/${version}/contract.json`, { remote, version, contractVersion });
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'skew-'));
  await writeJson('shared-contracts/src/contract-version.ts', "export const CONTRACT_VERSION = '1.2.0';\n");
  await writeJson('shell/dist/mf-manifest.json', { name: 'shell', shared: shared() });
  await writeJson('environments/local.json', environment('local', { 'mf-sov': pin('mf-sov', '1.0.0') }));
  await build('mf-sov', '1.0.0');
});

afterEach(async () => rm(root, { recursive: true, force: true }));

describe('federation skew check', () => {
  it('passes when every pinned build shares each singleton at the shell version', async () => {
    const result = await checkSkew({ root });
    assert.deepEqual(result.problems, []);
    assert.deepEqual(result.checked, ['shell', 'mf-sov@1.0.0']);
  });

  it('fails when a canary build would load another version of a singleton', async () => {
    await writeJson('environments/local.json', environment('local', { 'mf-sov': pin('mf-sov', '1.0.0', '1.1.0') }));
    await build('mf-sov', '1.1.0', { libraries: shared({ antd: '6.7.0' }) });
    const { problems } = await checkSkew({ root });
    assert.deepEqual(problems, [
      'singleton antd would load at 2 versions: 6.6.8 in shell, mf-sov@1.0.0; 6.7.0 in mf-sov@1.1.0',
    ]);
  });

  it('fails when an app shares a singleton as a plain shared module', async () => {
    await build('mf-sov', '1.0.0', {
      libraries: shared().map((library) => (library.name === 'react' ? { ...library, singleton: false } : library)),
    });
    const { problems } = await checkSkew({ root });
    assert.deepEqual(problems, ['mf-sov@1.0.0 shares react without singleton; shell as a singleton']);
  });

  it('fails when a pinned build declares a contract major the shell does not accept', async () => {
    await writeJson('environments/qa.json', environment('qa', { 'mf-sov': pin('mf-sov', '2.0.0') }));
    await build('mf-sov', '2.0.0', { contractVersion: '2.0.0' });
    const { problems } = await checkSkew({ root });
    assert.deepEqual(problems, [
      'mf-sov@2.0.0 (stable in qa) declares contract 2.0.0; the shell accepts major 1 (contract 1.2.0)',
    ]);
  });

  it('fails on a local pin that is not built, and lists other environments pinned elsewhere', async () => {
    await writeJson('environments/local.json', environment('local', { 'mf-sov': pin('mf-sov', '1.3.0') }));
    await writeJson('environments/prod.json', environment('prod', { 'mf-sov': pin('mf-sov', '1.4.0') }));
    const { problems, notBuilt } = await checkSkew({ root });
    assert.deepEqual(problems, ['mf-sov@1.3.0 (stable in local) is not built in mf-sov/dist/']);
    assert.deepEqual(notBuilt, ['mf-sov@1.4.0 (prod)']);
  });

  it('fails on an environment file the shell would refuse', async () => {
    await writeJson('environments/qa.json', { name: 'qa' });
    const { problems } = await checkSkew({ root });
    assert.match(problems[0], /^environments\/qa\.json is not valid: production: /);
  });
});
