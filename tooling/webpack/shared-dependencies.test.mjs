// @ts-check
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { sharedDependencies } = require('./shared-dependencies.cjs');
const sovDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'mf-sov');

test("a remote's build keeps a fallback for every shared library, so it runs on its own too", () => {
  const shared = sharedDependencies(sovDir);
  assert.ok(shared.react && shared.antd && shared['shared-contracts']);
  assert.equal(shared.antd.import, 'shared-ui/antd-share');
  for (const [name, settings] of Object.entries(shared)) assert.notEqual(settings.import, false, name);
});

test('under pnpm dev every shared library is the shell page’s: no fallbacks, the same versions', () => {
  const withFallbacks = sharedDependencies(sovDir);
  const withoutFallbacks = sharedDependencies(sovDir, { withoutFallbacks: true });
  assert.deepEqual(Object.keys(withoutFallbacks), Object.keys(withFallbacks));
  for (const [name, settings] of Object.entries(withoutFallbacks)) {
    assert.equal(settings.import, false, name);
    assert.equal(settings.requiredVersion, withFallbacks[name].requiredVersion, name);
    assert.equal(settings.singleton, withFallbacks[name].singleton, name);
  }
});
