// @ts-check
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import {
  onFirstShellSourceChange,
  recordShellBuild,
  shellBuildIsCurrent,
  shellSourcesDigest,
} from './shell-sources.mjs';

/** A workspace in miniature: the shell, a package it depends on, one it does not, the preset. */
function workspace() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'shell-sources-'));
  const write = (/** @type {string} */ file, /** @type {string} */ text) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('shell/package.json', JSON.stringify({ dependencies: { 'shared-contracts': 'workspace:*', react: '19' } }));
  write('shell/src/app.tsx', 'export const app = 1;');
  write('shared-contracts/src/index.ts', 'export const contract = 1;');
  write('mf-sov/src/view.tsx', 'export const view = 1;');
  write('tooling/webpack/preset.cjs', 'module.exports = {};');
  write('pnpm-lock.yaml', 'lockfileVersion: 9');
  return { root, write };
}

test('the digest follows what the shell build reads, and nothing else', () => {
  const { root, write } = workspace();
  const before = shellSourcesDigest(root, {});
  assert.equal(shellSourcesDigest(root, {}), before, 'the same sources give the same digest');

  write('mf-sov/src/view.tsx', 'export const view = 2;');
  write('shell/dist-dev/main.js', 'built');
  write('shell/node_modules/.cache/pack', 'cache');
  assert.equal(shellSourcesDigest(root, {}), before, "another app, the build's output and caches are not read");
  assert.equal(
    shellSourcesDigest(root, { SUITE_BUILD_CACHE: '0' }),
    before,
    "the cache's switch writes the same build",
  );
  assert.notEqual(shellSourcesDigest(root, { SUITE_BUILD_VERSION: '9.9.9' }), before, 'a SUITE_ setting changes it');

  write('shared-contracts/src/index.ts', 'export const contract = 22;');
  assert.notEqual(shellSourcesDigest(root, {}), before, 'a workspace package the shell depends on');
  const afterContract = shellSourcesDigest(root, {});
  const later = new Date(Date.now() + 60_000);
  utimesSync(path.join(root, 'shell/src/app.tsx'), later, later);
  assert.notEqual(shellSourcesDigest(root, {}), afterContract, "a file saved again, as webpack's snapshots see it");
  rmSync(root, { recursive: true, force: true });
});

test('the last build is current only when it is there and was made from the same sources', () => {
  const { root, write } = workspace();
  const record = path.join(root, 'record.txt');
  const dist = path.join(root, 'shell/dist-dev');
  const digest = shellSourcesDigest(root, {});
  assert.equal(shellBuildIsCurrent(record, dist, digest), false, 'never built');
  recordShellBuild(record, digest);
  assert.equal(shellBuildIsCurrent(record, dist, digest), false, 'recorded, but its files are gone');
  write('shell/dist-dev/index.html', '<html></html>');
  assert.equal(shellBuildIsCurrent(record, dist, digest), true);
  assert.equal(shellBuildIsCurrent(record, dist, 'another digest'), false);
  rmSync(root, { recursive: true, force: true });
});

test('a change of a source of the shell is told once; its build output is not a change', async () => {
  const { root, write } = workspace();
  /** @type {string[]} */
  const changes = [];
  const stop = onFirstShellSourceChange(root, (file) => changes.push(path.relative(root, file)));
  try {
    write('shell/dist-dev/main.js', 'built');
    write('mf-sov/src/view.tsx', 'export const view = 3;');
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.deepEqual(changes, []);
    write('shared-contracts/src/index.ts', 'export const contract = 3;');
    write('shell/src/app.tsx', 'export const app = 3;');
    const deadline = Date.now() + 5_000;
    while (changes.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.deepEqual(changes, [path.join('shared-contracts', 'src', 'index.ts')]);
  } finally {
    stop();
    rmSync(root, { recursive: true, force: true });
  }
});
