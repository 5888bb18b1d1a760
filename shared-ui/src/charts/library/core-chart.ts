import { Runtime, extend } from '@antv/g2';
import { g2Components } from './g2-components';

/**
 * In every build, this stands in for @ant-design/plots' `core/base/chart.js`
 * (tooling/webpack/chart-kinds.cjs): a G2 chart that knows the components the suite's charts
 * are drawn with (`g2-components.ts`). The package's own registers G2's standard library and its
 * plot extension (maps, graphs, hierarchies, word clouds, gauges…), which no view draws with,
 * and every page that draws a chart downloaded and ran them.
 */
export const Chart = extend(Runtime, g2Components);
