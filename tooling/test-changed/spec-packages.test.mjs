import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

// e2e/spec-packages.json is the one place a spec says which packages it concerns: every spec file
// is in it, every test of a file mapped test by test is mapped, every name is a workspace package
// (or the monolith), and docs/testing.md shows the same map.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { specs } = JSON.parse(readFileSync(path.join(root, 'e2e', 'spec-packages.json'), 'utf8'));
const packages = readdirSync(root).filter((dir) => {
  try {
    return JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')).name === dir;
  } catch {
    return false;
  }
});

/** [file, title part or null, packages] for every entry of the map. */
const rows = Object.entries(specs).flatMap(([file, entry]) =>
  Array.isArray(entry) ? [[file, null, entry]] : Object.entries(entry).map(([title, names]) => [file, title, names]),
);

test('every spec file is in the map, and only spec files are', () => {
  const files = readdirSync(path.join(root, 'e2e', 'tests')).filter((file) => file.endsWith('.spec.ts'));
  assert.deepEqual(Object.keys(specs).sort(), files.sort());
});

test('every entry names at least one package, and only workspace packages or the monolith', () => {
  for (const [file, title, names] of rows) {
    assert.ok(names.length > 0, `${file} ${title ?? ''} names no package`);
    for (const name of names) assert.ok(packages.includes(name) || name === 'monolith', `${file}: ${name}`);
  }
});

test('in a file mapped test by test, every test is matched by one title part, and every part by a test', () => {
  const listed = spawnSync('pnpm', ['--filter', 'e2e', 'exec', 'playwright', 'test', '--list', '--reporter=json'], {
    cwd: root,
    encoding: 'utf8',
  });
  assert.equal(listed.status, 0, listed.stderr);
  const report = JSON.parse(listed.stdout.slice(listed.stdout.indexOf('{')));
  /** @type {Map<string, string[]>} titles by file */
  const titles = new Map();
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) titles.set(file, [...(titles.get(file) ?? []), spec.title]);
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites) walk(suite, suite.file);
  for (const [file, entry] of Object.entries(specs)) {
    if (Array.isArray(entry)) continue;
    const parts = Object.keys(entry);
    for (const title of titles.get(file) ?? []) {
      assert.equal(parts.filter((part) => title.includes(part)).length, 1, `${file} › ${title}`);
    }
    for (const part of parts) {
      assert.ok(
        (titles.get(file) ?? []).some((title) => title.includes(part)),
        `${file} › ${part}: no such test`,
      );
    }
  }
});

test("docs/testing.md's table is the map", () => {
  const doc = readFileSync(path.join(root, 'docs', 'testing.md'), 'utf8');
  const documented = [...doc.matchAll(/^\| `([a-z-]+\.spec\.ts)`(?: › (.+?))? +\| ([^|]+?) +\|$/gm)].map(
    ([, file, title, names]) => [file, title ?? null, names.split(', ')],
  );
  assert.deepEqual(documented, rows);
});
