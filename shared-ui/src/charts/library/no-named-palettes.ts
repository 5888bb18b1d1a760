/**
 * In every build, this stands in for d3-scale-chromatic where G2 imports it
 * (tooling/webpack/chart-kinds.cjs). G2 looks a palette up there only by name (`palette:
 * 'tableau10'`, or a sequential colour scale); every chart of the suite gives its colours as a
 * list, the suite's palette (`chart-configs.ts`), so none does, and the module's colour schemes
 * (6 KB gzip) only weighed on every page that draws a chart. A chart that names a palette fails
 * with G2's `Unknown Component: <palette>` or `Unknown palette: <name>`.
 */
export {};
