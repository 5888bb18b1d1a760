// A production build takes react-router's production build, whose warnings are off; a development
// build keeps the package's default: `node --test tooling/webpack/`.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { it } from 'node:test';

const require = createRequire(import.meta.url);
const { createWebpackConfig } = require('./create-webpack-config.cjs');
const shellDir = path.resolve(import.meta.dirname, '../../shell');
const shellConfig = createWebpackConfig({ appDir: shellDir, federation: { name: 'shell' }, port: 3999, kind: 'host' });

it('resolves react-router to its production build, with the warnings off, for production', () => {
  const entry = shellConfig({}, { mode: 'production' }).resolve.alias['react-router$'];
  assert.match(entry, /react-router[\\/]dist[\\/]production[\\/]index\.mjs$/);
  assert.ok(existsSync(entry));
  const chunks = readFileSync(entry, 'utf8').match(/\.\/chunk-[\w-]+\.mjs/g) ?? [];
  assert.ok(chunks.length > 0);
  const code = chunks.map((chunk) => readFileSync(path.join(path.dirname(entry), chunk), 'utf8')).join('\n');
  assert.match(code, /ENABLE_DEV_WARNINGS = false/);
});

it('leaves react-router as its package exports it for development', () => {
  assert.equal(shellConfig({}, { mode: 'development' }).resolve.alias['react-router$'], undefined);
});
