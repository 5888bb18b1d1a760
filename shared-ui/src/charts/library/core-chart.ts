import { Runtime, extend } from '@antv/g2';
import { chartRenderer } from './chart-pointer-events';
import { g2Components } from './g2-components';

type RuntimeOptions = ConstructorParameters<typeof Runtime>[0];

const ChartWithComponents = extend(Runtime, g2Components);

/**
 * In every build, this stands in for @ant-design/plots' `core/base/chart.js`
 * (tooling/webpack/chart-kinds.cjs): a G2 chart that knows the components the suite's charts
 * are drawn with (`g2-components.ts`). The package's own registers G2's standard library and its
 * plot extension (maps, graphs, hierarchies, word clouds, gauges…), which no view draws with,
 * and every page that draws a chart downloaded and ran them. Its canvas hears the pointer over
 * itself only (`chart-pointer-events.ts`).
 */
export class Chart extends ChartWithComponents {
  constructor(options: RuntimeOptions) {
    super({ ...options, renderer: options.renderer ?? chartRenderer() });
  }
}
