// A build from webpack's persistent cache concatenates modules in the clean build's order:
// `node --test tooling/webpack/`. The fixture is G2's shape: a side-effect-free package whose index
// imports names from its own re-exporting `lib` and exports them again, in another order than
// `lib` re-exports them from their modules.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, it } from 'node:test';
import { createFixtureFolder, fixtureBuildOptions, runFixtureBuild } from './fixture-build.mjs';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const { ConcatenationOrderPlugin } = require('./concatenation-order-plugin.cjs');

let fixture;

/** One production build of the fixture into `dist`, through a new compiler (as a new process would). */
function build({ withPlugin }) {
  const compiler = webpack(
    fixtureBuildOptions(fixture.root, {
      cacheName: String(withPlugin),
      plugins: withPlugin ? [new ConcatenationOrderPlugin()] : [],
    }),
  );
  return runFixtureBuild(compiler);
}

/** The clean build, then the same source built again from the cache. */
async function cleanThenCached({ withPlugin }) {
  await build({ withPlugin });
  const clean = await fixture.builtFiles();
  await build({ withPlugin });
  return { clean, cached: await fixture.builtFiles() };
}

const NAMES = ['lite', 'core', 'plot', 'graph', 'geo', 'std'];
/** `lib` re-exports in another order than the index imports and exports. */
const LIB_ORDER = ['core', 'geo', 'graph', 'plot', 'std', 'lite'];

before(async () => {
  fixture = await createFixtureFolder('concatenation-order-');
  await fixture.write(
    'node_modules/charts/package.json',
    JSON.stringify({ name: 'charts', version: '1.0.0', sideEffects: false }),
  );
  for (const name of NAMES) {
    await fixture.write(`node_modules/charts/lib/${name}.js`, `export const ${name}lib = () => '${name}';\n`);
  }
  await fixture.write(
    'node_modules/charts/lib/index.js',
    LIB_ORDER.map((name) => `export { ${name}lib } from './${name}.js';\n`).join(''),
  );
  const list = NAMES.map((name) => `${name}lib`).join(', ');
  await fixture.write(
    'node_modules/charts/index.js',
    `import { ${list} } from './lib/index.js';\nexport { ${list} };\n`,
  );
  await fixture.write('src/main.js', "import * as charts from 'charts';\nconsole.log(charts);\n");
});

after(async () => {
  await fixture.remove();
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
