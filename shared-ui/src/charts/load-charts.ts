export type ChartsModule = typeof import('./library/charts-library');

let chartsModule: Promise<ChartsModule> | null = null;

/**
 * Loads the charts library (@ant-design/plots, G2) once, on demand: a view's first paint never
 * waits for it. Views call it as soon as they start fetching, so the library downloads alongside
 * the data.
 */
export function preloadCharts(): Promise<ChartsModule> {
  chartsModule ??= import('./library/charts-library');
  return chartsModule;
}
