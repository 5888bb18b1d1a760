// A federated build from webpack's persistent cache writes what the clean build wrote:
// `node --test tooling/webpack/`. The fixture is the shape that broke the shell: a shared package
// that re-exports (`export *`) another shared package, as react-router-dom does react-router.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, it } from 'node:test';
import { createFixtureFolder, fixtureBuildOptions, runFixtureBuild } from './fixture-build.mjs';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { ConsumeSharedCachePlugin } = require('./consume-shared-cache-plugin.cjs');

let fixture;

const library = (name) => ({ singleton: true, version: '1.0.0', requiredVersion: '^1.0.0', import: name });

/** One production build of the fixture into `dist`, through a new compiler (as a new process would). */
function build({ withPlugin }) {
  const compiler = webpack(
    fixtureBuildOptions(fixture.root, {
      cacheName: String(withPlugin),
      plugins: [
        new ModuleFederationPlugin({
          name: 'fixture',
          dts: false,
          shared: { router: library('router'), 'router-dom': library('router-dom') },
        }),
        ...(withPlugin ? [new ConsumeSharedCachePlugin()] : []),
      ],
    }),
  );
  return runFixtureBuild(compiler);
}

/**
 * The clean build, then an edit of the app's own code built from the cache, then the edit taken
 * back and built from the cache again: the same source as the clean build.
 */
async function cleanThenCached({ withPlugin }) {
  await build({ withPlugin });
  const clean = await fixture.builtFiles();
  await fixture.write('src/bootstrap.js', `${BOOTSTRAP}// edited\n`);
  await build({ withPlugin });
  await fixture.write('src/bootstrap.js', BOOTSTRAP);
  await build({ withPlugin });
  return { clean, cached: await fixture.builtFiles() };
}

const BOOTSTRAP = "import { navigate, link } from 'router-dom';\nconsole.log(navigate(), link());\n";

before(async () => {
  fixture = await createFixtureFolder('consume-shared-cache-');
  // As react-router-dom 7: ES modules (.mjs), `export *` of a shared package, and a file of that
  // package (not shared itself) that imports it.
  const manifest = (name) => JSON.stringify({ name, version: '1.0.0', main: 'index.mjs', sideEffects: false });
  await fixture.write('node_modules/router/package.json', manifest('router'));
  await fixture.write('node_modules/router/index.mjs', "export function navigate() { return 'navigated'; }\n");
  await fixture.write(
    'node_modules/router/dom.mjs',
    "import { navigate } from 'router';\nexport const link = () => navigate();\n",
  );
  await fixture.write('node_modules/router-dom/package.json', manifest('router-dom'));
  await fixture.write(
    'node_modules/router-dom/index.mjs',
    "import { link } from 'router/dom.mjs';\nexport * from 'router';\nexport { link };\n",
  );
  await fixture.write('src/main.js', "import('./bootstrap.js');\n");
  await fixture.write('src/bootstrap.js', BOOTSTRAP);
});

after(async () => {
  await fixture.remove();
});

it('without the plugin, the cached build drops the shared re-export the clean build kept', async () => {
  const { clean, cached } = await cleanThenCached({ withPlugin: false });
  const reexports = (files) => Object.values(files).some((text) => text.includes('__WEBPACK_REEXPORT_OBJECT__'));
  assert.equal(reexports(clean), true);
  assert.equal(reexports(cached), false);
});

it('with the plugin, the cached build writes the same files as the clean build', async () => {
  const { clean, cached } = await cleanThenCached({ withPlugin: true });
  assert.deepEqual(Object.keys(cached), Object.keys(clean));
  for (const name of Object.keys(clean)) assert.equal(cached[name], clean[name], `${name} differs`);
});
