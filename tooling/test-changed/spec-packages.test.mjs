import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

// e2e/spec-packages.json is the one place a spec says which packages it concerns: every spec file
// is in it, every name is a remote (or the monolith), and docs/testing.md shows the same map.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { specs } = JSON.parse(readFileSync(path.join(root, 'e2e', 'spec-packages.json'), 'utf8'));
const remotes = Object.keys(JSON.parse(readFileSync(path.join(root, 'shared-contracts', 'remotes.json'), 'utf8')));

test('every spec file is in the map, and only spec files are', () => {
  const files = readdirSync(path.join(root, 'e2e', 'tests')).filter((file) => file.endsWith('.spec.ts'));
  assert.deepEqual(Object.keys(specs).sort(), files.sort());
});

test('every spec names at least one remote, and only remotes or the monolith', () => {
  for (const [spec, packages] of Object.entries(specs)) {
    assert.ok(packages.length > 0, `${spec} names no package`);
    for (const name of packages) assert.ok(remotes.includes(name) || name === 'monolith', `${spec}: ${name}`);
  }
});

test("docs/testing.md's table is the map", () => {
  const doc = readFileSync(path.join(root, 'docs', 'testing.md'), 'utf8');
  const rows = [...doc.matchAll(/^\| `([a-z-]+\.spec\.ts)` +\| ([^|]+?) +\|$/gm)];
  const documented = Object.fromEntries(rows.map(([, spec, names]) => [spec, names.split(', ')]));
  assert.deepEqual(documented, specs);
});
