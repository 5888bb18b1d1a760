import { Runtime, corelib, extend } from '@antv/g2';

/**
 * In every build, this stands in for @ant-design/plots' `core/base/chart.js`
 * (tooling/webpack/chart-kinds.cjs): a G2 chart that knows G2's core library alone. The
 * package's own registers G2's standard library and its plot extension too (maps, graphs,
 * hierarchies, word clouds, gauges…), which no view draws with, and every page that draws a
 * chart downloaded and ran them.
 */
export const Chart = extend(Runtime, corelib());
