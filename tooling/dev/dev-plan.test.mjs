// @ts-check
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readRemoteRegistry } from '../remote-registry/remote-registry.mjs';
import { devEnvironment, devShellUrl, remotesToDevelop } from './dev-plan.mjs';

const registry = readRemoteRegistry();

test('the named remotes in the registry order; none or an unknown name is a usage message', () => {
  assert.deepEqual(
    remotesToDevelop(['mf-account', 'mf-sov'], registry).map((remote) => remote.name),
    ['mf-sov', 'mf-account'],
  );
  assert.throws(() => remotesToDevelop([], registry), /usage: pnpm dev <remote>.*mf-sov/);
  assert.throws(() => remotesToDevelop(['mf-sov', 'mf-nope'], registry), /mf-nope: not a remote of the suite/);
});

test("the dev shell's environment: the local pins from their builds on ports of their own, not production", () => {
  const local = {
    name: 'local',
    production: false,
    apiBase: '/api',
    external: { supportEmail: 'help@x.test' },
    remotes: { 'mf-sov': { version: '1.2.0', manifestUrl: 'http://127.0.0.1:3001/1.2.0/mf-manifest.json' } },
    allowedOrigins: ['http://127.0.0.1:3001'],
  };
  const environment = devEnvironment(local, registry);
  assert.equal(environment.name, 'dev');
  assert.equal(environment.production, false);
  assert.deepEqual(environment.external, local.external);
  assert.deepEqual(environment.remotes, {
    'mf-sov': { version: '1.2.0', manifestUrl: 'http://127.0.0.1:4201/1.2.0/mf-manifest.json' },
  });
  assert.ok(environment.allowedOrigins.includes('http://127.0.0.1:4201'));
  assert.ok(!environment.allowedOrigins.some((origin) => /:300\d$/.test(origin)), "never the started suite's ports");
});

test('the shell opens on each dev server through the QA override', () => {
  const url = new URL(devShellUrl(remotesToDevelop(['mf-sov', 'mf-campaigns'], registry)));
  assert.equal(url.origin, 'http://localhost:4000');
  assert.equal(url.pathname, '/login');
  assert.equal(
    url.searchParams.get('remote-override'),
    'mf-sov@http://localhost:4001/mf-manifest.json,mf-campaigns@http://localhost:4004/mf-manifest.json',
  );
});
