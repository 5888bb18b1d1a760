// Every app (the shell and each remote of shared-contracts/remotes.json) has the same src/
// skeleton, docs/architecture.md#one-src-skeleton-for-every-app: a reader who knows one app
// finds their way in the others. `node --test tooling/src-skeleton/`.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { readRemoteRegistry } from '../remote-registry/remote-registry.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const apps = ['shell', ...readRemoteRegistry().map((remote) => remote.name)];

const REQUIRED = ['main.ts', 'bootstrap.tsx', 'app', 'features', 'locales'];
const OPTIONAL = ['lib', 'testing'];

/** One line per app whose src/ lacks a layer or holds anything besides the skeleton. */
function skeletonProblems(/** @type {string} */ base, /** @type {string[]} */ appNames) {
  return appNames.flatMap((app) => {
    const entries = readdirSync(path.join(base, app, 'src')).sort();
    const strays = entries.filter((entry) => !REQUIRED.includes(entry) && !OPTIONAL.includes(entry));
    const missing = REQUIRED.filter((entry) => !entries.includes(entry));
    return [
      ...strays.map((entry) => `${app}/src/${entry}: not a layer of the skeleton (move it into a feature or lib/)`),
      ...missing.map((entry) => `${app}/src/${entry}: missing`),
    ];
  });
}

describe('the src/ skeleton', () => {
  it('is the same in the shell and every remote', () => {
    assert.ok(apps.length > 1);
    assert.deepEqual(skeletonProblems(root, apps), []);
  });

  it('names the app and the stray folder, and a missing layer', () => {
    const base = mkdtempSync(path.join(tmpdir(), 'src-skeleton-'));
    try {
      const src = path.join(base, 'mf-reach', 'src');
      for (const folder of ['app', 'features', 'components', 'hooks'])
        mkdirSync(path.join(src, folder), { recursive: true });
      writeFileSync(path.join(src, 'main.ts'), '');
      writeFileSync(path.join(src, 'bootstrap.tsx'), '');
      assert.deepEqual(skeletonProblems(base, ['mf-reach']), [
        'mf-reach/src/components: not a layer of the skeleton (move it into a feature or lib/)',
        'mf-reach/src/hooks: not a layer of the skeleton (move it into a feature or lib/)',
        'mf-reach/src/locales: missing',
      ]);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
});
