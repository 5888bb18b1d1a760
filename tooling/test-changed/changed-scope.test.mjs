import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scopeOfChange, specsForChange, withDependents } from './changed-scope.mjs';

const workspace = [
  { name: 'tooling', dir: 'tooling', dependencies: [] },
  { name: 'shared-contracts', dir: 'shared-contracts', dependencies: ['tooling'] },
  { name: 'shared-ui', dir: 'shared-ui', dependencies: ['shared-contracts', 'tooling'] },
  { name: 'shell', dir: 'shell', dependencies: ['shared-contracts', 'shared-ui', 'tooling'] },
  { name: 'mf-sov', dir: 'mf-sov', dependencies: ['shared-contracts', 'shared-ui', 'tooling'] },
  { name: 'mf-campaigns', dir: 'mf-campaigns', dependencies: ['shared-contracts', 'shared-ui', 'tooling'] },
  { name: 'e2e', dir: 'e2e', dependencies: ['shared-contracts'] },
];
const specPackages = {
  'share-of-voice.spec.ts': ['mf-sov'],
  'campaigns.spec.ts': ['mf-campaigns'],
  'monolith.spec.ts': ['monolith', 'mf-sov'],
  'phone.spec.ts': { 'the login page (x)': ['shell'], 'Share of Voice fits': ['mf-sov'] },
};
const everySpec = ['campaigns.spec.ts', 'monolith.spec.ts', 'phone.spec.ts', 'share-of-voice.spec.ts'];

test('a change inside one remote touches that remote only, and runs the specs that name it', () => {
  const scope = scopeOfChange(['mf-sov/src/features/x.tsx', 'mf-sov/src/y.test.tsx'], workspace);
  assert.deepEqual([...scope.packages], ['mf-sov']);
  assert.deepEqual([...scope.affected], ['mf-sov']);
  assert.equal(scope.everything, false);
  const selection = specsForChange(scope, specPackages);
  assert.deepEqual(selection.files, ['monolith.spec.ts', 'phone.spec.ts', 'share-of-voice.spec.ts']);
  // Part of phone.spec.ts: a grep picks those tests by file and title (escaped), whole files by name.
  assert.equal(
    selection.grep,
    'monolith\\.spec\\.ts|phone\\.spec\\.ts.*Share of Voice fits|share-of-voice\\.spec\\.ts',
  );
  assert.ok(new RegExp(selection.grep).test('phone.spec.ts on a phone, Share of Voice fits the screen'));
  assert.ok(!new RegExp(selection.grep).test('phone.spec.ts on a phone, the login page (x) fits'));
});

test('a title part is matched as text, not as a pattern', () => {
  const scope = scopeOfChange(['shell/src/a.ts'], workspace);
  assert.deepEqual(specsForChange(scope, specPackages), {
    files: everySpec,
    grep: null,
    tests: [
      'campaigns.spec.ts',
      'monolith.spec.ts',
      'phone.spec.ts › the login page (x)',
      'phone.spec.ts › Share of Voice fits',
      'share-of-voice.spec.ts',
    ],
  });
});

test('a shared package brings every package that depends on it, and every spec', () => {
  const scope = scopeOfChange(['shared-ui/src/a.ts'], workspace);
  assert.deepEqual([...scope.affected].sort(), ['mf-campaigns', 'mf-sov', 'shared-ui', 'shell']);
  assert.deepEqual(specsForChange(scope, specPackages).files, everySpec);
  assert.equal(specsForChange(scope, specPackages).grep, null);
});

test('dependents are found through packages in between', () => {
  assert.deepEqual([...withDependents(new Set(['tooling']), workspace)].sort(), workspace.map((p) => p.name).sort());
});

test('a change to e2e/ itself runs every spec; one to monolith/ runs the monolith spec', () => {
  assert.deepEqual(specsForChange(scopeOfChange(['e2e/support/x.ts'], workspace), specPackages).files, everySpec);
  const monolith = scopeOfChange(['monolith/webpack.config.cjs'], workspace);
  assert.deepEqual([...monolith.affected], []);
  assert.deepEqual(specsForChange(monolith, specPackages).files, ['monolith.spec.ts']);
});

test('a root file (lockfile, script, config) checks everything; docs alone run no package and no spec', () => {
  const root = scopeOfChange(['pnpm-lock.yaml'], workspace);
  assert.equal(root.everything, true);
  assert.equal(root.affected.size, workspace.length);
  const docs = scopeOfChange(['docs/testing.md', 'README.md', 'mf-sov/README.md'], workspace);
  assert.deepEqual(docs.textOnly, ['docs/testing.md', 'README.md']);
  assert.deepEqual([...docs.affected], ['mf-sov']);
  const onlyText = scopeOfChange(['docs/testing.md'], workspace);
  assert.deepEqual(specsForChange(onlyText, specPackages), { files: [], grep: null, tests: [] });
});
