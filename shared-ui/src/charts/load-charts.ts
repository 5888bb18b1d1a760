export type ChartsModule = typeof import('@ant-design/plots');

let chartsModule: Promise<ChartsModule> | null = null;

/**
 * Loads @ant-design/plots (G2) once, on demand: a view's first paint never waits for it.
 * Views call it as soon as they start fetching, so the library downloads alongside the data.
 */
export function preloadCharts(): Promise<ChartsModule> {
  chartsModule ??= import('@ant-design/plots');
  return chartsModule;
}
