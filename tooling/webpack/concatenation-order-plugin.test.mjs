// A build from webpack's persistent cache concatenates modules in the clean build's order:
// `node --test tooling/webpack/`. The fixture is G2's shape: a side-effect-free package whose index
// imports names from its own re-exporting `lib` and exports them again, in another order than
// `lib` re-exports them from their modules.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { builtFiles, runFixtureBuild } from './fixture-build.mjs';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const { ConcatenationOrderPlugin } = require('./concatenation-order-plugin.cjs');

let root;

async function write(name, text) {
  await mkdir(path.dirname(path.join(root, name)), { recursive: true });
  await writeFile(path.join(root, name), text);
}

/** One production build of the fixture into `dist`, through a new compiler (as a new process would). */
function build({ withPlugin }) {
  const compiler = webpack({
    mode: 'production',
    context: root,
    entry: './src/main.js',
    output: { path: path.join(root, 'dist'), clean: true },
    devtool: false,
    cache: { type: 'filesystem', cacheDirectory: path.join(root, '.cache'), name: String(withPlugin) },
    optimization: { minimize: false },
    infrastructureLogging: { level: 'error' },
    plugins: withPlugin ? [new ConcatenationOrderPlugin()] : [],
  });
  return runFixtureBuild(compiler);
}

/** Every file the build wrote, by name. */
function output() {
  return builtFiles(path.join(root, 'dist'));
}

/** The clean build, then the same source built again from the cache. */
async function cleanThenCached({ withPlugin }) {
  await build({ withPlugin });
  const clean = await output();
  await build({ withPlugin });
  return { clean, cached: await output() };
}

const NAMES = ['lite', 'core', 'plot', 'graph', 'geo', 'std'];
/** `lib` re-exports in another order than the index imports and exports. */
const LIB_ORDER = ['core', 'geo', 'graph', 'plot', 'std', 'lite'];

before(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'concatenation-order-'));
  await write(
    'node_modules/charts/package.json',
    JSON.stringify({ name: 'charts', version: '1.0.0', sideEffects: false }),
  );
  for (const name of NAMES) {
    await write(`node_modules/charts/lib/${name}.js`, `export const ${name}lib = () => '${name}';\n`);
  }
  await write(
    'node_modules/charts/lib/index.js',
    LIB_ORDER.map((name) => `export { ${name}lib } from './${name}.js';\n`).join(''),
  );
  const list = NAMES.map((name) => `${name}lib`).join(', ');
  await write('node_modules/charts/index.js', `import { ${list} } from './lib/index.js';\nexport { ${list} };\n`);
  await write('src/main.js', "import * as charts from 'charts';\nconsole.log(charts);\n");
});

after(async () => {
  await rm(root, { recursive: true, force: true });
});

/** The order of the library's modules in the concatenated output. */
const moduleOrder = (files) =>
  Object.values(files)
    .join('')
    .match(/;\/\/ \.\/node_modules\/charts\/lib\/\w+\.js/g);

it('without the plugin, the cached build concatenates the modules in another order', async () => {
  const { clean, cached } = await cleanThenCached({ withPlugin: false });
  assert.notDeepEqual(moduleOrder(cached), moduleOrder(clean));
});

it('with the plugin, the cached build writes the same files as the clean build', async () => {
  const { clean, cached } = await cleanThenCached({ withPlugin: true });
  assert.deepEqual(Object.keys(cached), Object.keys(clean));
  for (const name of Object.keys(clean)) assert.equal(cached[name], clean[name], `${name} differs`);
});
