// One more entry in shared-contracts/remotes.json is picked up everywhere the remotes are listed:
// the start script's servers, the ESLint boundaries, the environment schema (a temporary copy of
// shared-contracts with the entry added), the environment, compose and package checks, and the
// e2e support and benches' port map. `node --test tooling/remote-registry/`.
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  composeProblems,
  environmentProblems,
  packageProblems,
  parseRemoteRegistry,
  readRemoteRegistry,
  remoteImportBoundaries,
  remoteServers,
  remotesByPort,
} from './remote-registry.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const registryJson = JSON.parse(readFileSync(path.join(root, 'shared-contracts', 'remotes.json'), 'utf8'));
const NEW_ENTRY = { federationName: 'mf_reach', port: 3099, title: 'Reach' };
const withNew = { ...registryJson, 'mf-reach': NEW_ENTRY };
const registered = readRemoteRegistry();
const extended = parseRemoteRegistry(withNew);
const reach = extended.at(-1);

/** What the suite's files hold today, with a pin/service/row for every remote of `remotes`. */
const pinsFor = (remotes) =>
  Object.fromEntries(
    remotes.map((remote) => [
      remote.name,
      { version: '1.0.0', manifestUrl: `http://127.0.0.1:${remote.port}/1.0.0/mf-manifest.json` },
    ]),
  );
const localEnvironment = JSON.parse(readFileSync(path.join(root, 'environments', 'local.json'), 'utf8'));
const servicesFor = (remotes) =>
  Object.fromEntries(
    remotes.map((remote) => [
      remote.name,
      { build: { target: 'remote', args: { REMOTE: remote.name } }, ports: [{ published: remote.port, target: 8080 }] },
    ]),
  );

describe('the registry', () => {
  it('reads shared-contracts/remotes.json into entries', () => {
    assert.ok(registered.length > 0);
    assert.deepEqual(registered[0], { name: 'mf-sov', federationName: 'mf_sov', port: 3001, title: 'Share of Voice' });
  });

  it('refuses an entry that would break a derivation', () => {
    const bad =
      (entry, name = 'mf-reach') =>
      () =>
        parseRemoteRegistry({ ...registryJson, [name]: entry });
    assert.throws(bad(NEW_ENTRY, 'reach'), /package name must be mf-<name>/);
    assert.throws(bad({ ...NEW_ENTRY, federationName: 'mf-reach' }), /JS identifier/);
    assert.throws(bad({ ...NEW_ENTRY, port: 3001 }), /port 3001 is given twice/);
    assert.throws(bad({ ...NEW_ENTRY, federationName: 'mf_sov' }), /federationName mf_sov is given twice/);
    assert.throws(bad({ ...NEW_ENTRY, title: '' }), /title/);
    assert.throws(bad({ ...NEW_ENTRY, pages: [] }), /unknown fields pages/);
  });
});

describe('a new entry is picked up', () => {
  it('by the start script: a static server on its port, ready when its manifest answers', () => {
    const servers = remoteServers(extended);
    assert.equal(servers.length, registered.length + 1);
    assert.deepEqual(servers.at(-1), {
      name: 'mf-reach',
      port: 3099,
      args: ['web-server/src/serve-remote.mjs', '--dir', 'mf-reach/dist', '--port', '3099'],
      readyUrl: 'http://127.0.0.1:3099/1.0.0/mf-manifest.json',
    });
  });

  it('by the ESLint boundaries: its own block, and every other remote may not import it', () => {
    const blocks = remoteImportBoundaries(extended);
    const groupsOf = (remote) =>
      blocks
        .find((block) => block.files[0] === `${remote}/**/*.{ts,tsx}`)
        ?.rules['no-restricted-imports'][1].patterns.flatMap((pattern) => pattern.group);
    assert.ok(groupsOf('mf-reach').includes('shell'));
    assert.ok(groupsOf('mf-reach').includes('mf-sov/*'));
    assert.ok(!groupsOf('mf-reach').includes('mf-reach'));
    for (const remote of registered) assert.ok(groupsOf(remote.name).includes('**/mf-reach/**'), remote.name);
    assert.ok(!remoteImportBoundaries(registered).some((block) => block.files[0].startsWith('mf-reach/')));
  });

  it('by eslint.config.mjs, which lints with the boundaries of every registered remote', async () => {
    const { default: config } = await import(pathToFileURL(path.join(root, 'eslint.config.mjs')).href);
    const linted = config.filter((block) => block.rules?.['no-restricted-imports']).map((block) => block.files?.[0]);
    for (const remote of registered) assert.ok(linted.includes(`${remote.name}/**/*.{ts,tsx}`), remote.name);
  });

  it('by the environment schema the shell and the CLI check files with', async (t) => {
    // A copy of shared-contracts whose remotes.json has the entry: the schema is the real file.
    const copy = mkdtempSync(path.join(tmpdir(), 'remote-registry-'));
    t.after(() => rmSync(copy, { recursive: true, force: true }));
    cpSync(path.join(root, 'shared-contracts', 'package.json'), path.join(copy, 'package.json'));
    mkdirSync(path.join(copy, 'src'));
    cpSync(path.join(root, 'shared-contracts', 'src', 'environment.ts'), path.join(copy, 'src', 'environment.ts'));
    symlinkSync(path.join(root, 'shared-contracts', 'node_modules'), path.join(copy, 'node_modules'), 'dir');
    writeFileSync(path.join(copy, 'remotes.json'), JSON.stringify(withNew));
    const schema = await import(pathToFileURL(path.join(copy, 'src', 'environment.ts')).href);
    const real = await import(pathToFileURL(path.join(root, 'shared-contracts', 'src', 'environment.ts')).href);

    assert.deepEqual(schema.REMOTE_IDS, [...real.REMOTE_IDS, 'mf-reach']);
    assert.equal(schema.REMOTES['mf-reach'], 'mf_reach');
    const file = { ...localEnvironment, remotes: pinsFor(extended) };
    assert.equal(schema.checkEnvironmentFile(file).ok, true);
    const refused = real.checkEnvironmentFile(file);
    assert.equal(refused.ok, false);
    assert.match(refused.problems.join('\n'), /^remotes\.mf-reach: /m);
  });

  it('by the environment check: every environment must pin it, local on its own origin', () => {
    assert.deepEqual(environmentProblems(registered, 'local', localEnvironment), []);
    assert.deepEqual(environmentProblems(extended, 'local', localEnvironment), [
      'environments/local.json: no pin for mf-reach',
    ]);
    assert.deepEqual(environmentProblems(extended, 'qa', { remotes: pinsFor(registered) }), [
      'environments/qa.json: no pin for mf-reach',
    ]);
    const pinned = { remotes: pinsFor(extended), allowedOrigins: localEnvironment.allowedOrigins };
    assert.deepEqual(environmentProblems(extended, 'local', pinned), [
      'environments/local.json: allowedOrigins must include http://127.0.0.1:3099 (mf-reach)',
    ]);
    const elsewhere = {
      remotes: { ...pinsFor(extended), 'mf-reach': { manifestUrl: 'http://127.0.0.1:3001/x.json' } },
    };
    assert.match(environmentProblems(extended, 'local', elsewhere).join('\n'), /mf-reach's manifestUrl must be on/);
    assert.deepEqual(environmentProblems(registered, 'qa', { remotes: pinsFor(extended) }), [
      'environments/qa.json: mf-reach is not in shared-contracts/remotes.json',
    ]);
  });

  it('by the compose check: a service built from its package, publishing its port', () => {
    assert.deepEqual(composeProblems(registered, { services: servicesFor(registered) }), []);
    assert.deepEqual(composeProblems(extended, { services: servicesFor(registered) }), [
      'docker-compose.yml: no service mf-reach',
    ]);
    const wrong = {
      ...servicesFor(extended),
      'mf-reach': { build: { target: 'remote', args: { REMOTE: 'mf-sov' } }, ports: ['3001:8080'] },
    };
    assert.deepEqual(composeProblems(extended, { services: wrong }), [
      'docker-compose.yml: mf-reach must build the remote target with REMOTE: mf-reach',
      'docker-compose.yml: mf-reach must publish port 3099',
    ]);
    assert.deepEqual(composeProblems(registered, { services: servicesFor(extended) }), [
      'docker-compose.yml: mf-reach is not in shared-contracts/remotes.json',
    ]);
  });

  it('by the package check: its folder has its package and federation name', () => {
    assert.deepEqual(packageProblems(reach, { packageName: 'mf-reach', federationName: 'mf_reach' }), []);
    assert.deepEqual(packageProblems(reach, {}), [
      'mf-reach/package.json: name must be mf-reach (is missing)',
      'mf-reach/module-federation.config.cjs: name must be mf_reach (is missing)',
    ]);
  });

  it('by the e2e support and the benches: its port names it', () => {
    assert.equal(remotesByPort(extended)['3099'], 'mf-reach');
    assert.equal(remotesByPort(registered)['3099'], undefined);
    assert.equal(remotesByPort(registered)['3001'], 'mf-sov');
  });
});
