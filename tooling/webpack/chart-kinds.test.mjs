// The builds draw with the plot kinds the views use: @ant-design/plots' own imports of its table
// of kinds and of its chart resolve to shared-ui's narrower ones, G2's colour schemes by name to
// none, and every chart the views can import has its kind in that table:
// `node --test tooling/webpack/`.
import assert from 'node:assert/strict';
import fs, { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { it } from 'node:test';

const require = createRequire(import.meta.url);
const { createWebpackConfig } = require('./create-webpack-config.cjs');
// webpack's own resolver, as the builds use it.
const { ResolverFactory, CachedInputFileSystem } = require(
  require.resolve('enhanced-resolve', { paths: [path.dirname(require.resolve('webpack/package.json'))] }),
);

const root = path.resolve(import.meta.dirname, '../..');
const library = path.join(root, 'shared-ui/src/charts/library');
const plots = path.dirname(require.resolve('@ant-design/plots/package.json', { paths: [library] }));

function resolverFor(mode) {
  const config = createWebpackConfig({
    appDir: path.join(root, 'shell'),
    federation: { name: 'shell' },
    port: 3999,
    kind: 'host',
  })({}, { mode });
  const resolver = ResolverFactory.createResolver({
    fileSystem: new CachedInputFileSystem(fs, 4000),
    extensions: ['.js', '.ts', '.tsx'],
    alias: config.resolve.alias,
    useSyncFileSystemCalls: true,
  });
  return (from, request, inPackage = plots) => resolver.resolveSync({}, path.join(inPackage, from), request);
}

const g2 = path.dirname(require.resolve('@antv/g2/package.json', { paths: [library] }));

for (const mode of ['production', 'development']) {
  it(`gives @ant-design/plots shared-ui's table of kinds and G2 chart (${mode})`, () => {
    const resolve = resolverFor(mode);
    assert.equal(resolve('es/components/base', '../../core'), path.join(library, 'plot-kinds.ts'));
    assert.equal(resolve('es/core/base', './chart'), path.join(library, 'core-chart.ts'));
    // The package's other modules are its own.
    assert.equal(resolve('es/core/plots/line', '../../base'), path.join(plots, 'es/core/base/index.js'));
    // G2 looks colour schemes up by name; the suite's charts name none.
    assert.equal(
      resolve('esm/runtime', '@antv/vendor/d3-scale-chromatic', g2),
      path.join(library, 'no-named-palettes.ts'),
    );
  });
}

it('has a kind in the table for every chart the views can import', () => {
  const exported = readFileSync(path.join(library, 'charts-library.ts'), 'utf8').match(/export \{([^}]*)\}/)[1];
  const kinds = readFileSync(path.join(library, 'plot-kinds.ts'), 'utf8').match(/Plots = \{([^}]*)\}/)[1];
  const names = (list) =>
    list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
  for (const chart of names(exported)) assert.ok(names(kinds).includes(chart), `${chart} has no plot kind`);
});
