// The charts library as the views use it: @ant-design/plots' table of plot kinds and its G2 chart,
// each replaced by shared-ui's narrower one (shared-ui/src/charts/library/). The package looks a
// plot up by name in a table of all 33 kinds, and its chart registers G2's whole standard
// library, so no build could leave out what no view draws; with these two files it can.
const path = require('node:path');

const CHARTS_LIBRARY = path.resolve(__dirname, '../../shared-ui/src/charts/library');

/**
 * Aliases for the package's two files, by the absolute path a relative import in the package
 * resolves to (`'../../core'`, `'./chart'`), so only the package's own imports of them change;
 * and for the colour schemes G2 imports by name.
 */
function chartKindsAlias() {
  const plots = path.dirname(require.resolve('@ant-design/plots/package.json', { paths: [CHARTS_LIBRARY] }));
  return {
    [`${path.join(plots, 'es', 'core')}$`]: path.join(CHARTS_LIBRARY, 'plot-kinds.ts'),
    [`${path.join(plots, 'es', 'core', 'base', 'chart')}$`]: path.join(CHARTS_LIBRARY, 'core-chart.ts'),
    // G2's named colour schemes, which no chart of the suite asks for (no-named-palettes.ts).
    '@antv/vendor/d3-scale-chromatic$': path.join(CHARTS_LIBRARY, 'no-named-palettes.ts'),
  };
}

module.exports = { chartKindsAlias };
