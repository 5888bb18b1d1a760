// Every script of a minified production build starts with V8's compile hint, its source map
// still points at the right lines, and the script still runs: `node --test tooling/webpack/`.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { after, before, it } from 'node:test';
import { createFixtureFolder, fixtureBuildOptions, runFixtureBuild } from './fixture-build.mjs';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const { CompileHintsPlugin, COMPILE_HINT } = require('./compile-hints-plugin.cjs');

let fixture;
let files;

before(async () => {
  fixture = await createFixtureFolder('compile-hints-');
  await fixture.write('src/main.js', "import('./later.js').then(({ later }) => { globalThis.spend = later(40); });\n");
  await fixture.write('src/later.js', 'export function later(value) {\n  return value + 2;\n}\n');
  const options = fixtureBuildOptions(fixture.root, { cacheName: 'hints', plugins: [new CompileHintsPlugin()] });
  const compiler = webpack({
    ...options,
    cache: false,
    devtool: 'source-map',
    optimization: { minimize: true },
    output: { ...options.output, publicPath: '/', filename: '[name].js', chunkFilename: '[name].js' },
  });
  await runFixtureBuild(compiler);
  files = await fixture.builtFiles();
});

after(() => fixture?.remove());

it('puts the hint on the first line of every script, minified ones included', () => {
  const scripts = Object.keys(files).filter((name) => name.endsWith('.js'));
  assert.ok(scripts.length >= 2, `an entry and a lazy chunk: ${scripts.join(', ')}`);
  for (const name of scripts) assert.ok(files[name].startsWith(COMPILE_HINT), `${name} starts with the hint`);
  // Minified: the script itself is one line after the hint.
  assert.equal(files['main.js'].trimEnd().split('\n').length, 3, 'hint, code, sourceMappingURL comment');
});

it('shifts each source map by the hint line', () => {
  for (const name of Object.keys(files).filter((file) => file.endsWith('.js.map'))) {
    const map = JSON.parse(files[name]);
    assert.ok(map.mappings.startsWith(';'), `${name}: the hint's line maps to nothing, the code is on line 2`);
    assert.notEqual(map.mappings[1], ';', `${name}: line 2 has mappings`);
  }
});

it('leaves a script that still runs', async () => {
  const context = vm.createContext({});
  context.self = context;
  // In a page the entry loads the lazy chunk by a script tag; here it is run first, and the
  // entry's runtime finds it registered.
  const lazyChunk = Object.keys(files).find((name) => name.endsWith('.js') && name !== 'main.js');
  vm.runInContext(files[lazyChunk], context, { filename: path.join('dist', lazyChunk) });
  vm.runInContext(files['main.js'], context, { filename: path.join('dist', 'main.js') });
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.equal(context.spend, 42);
});
