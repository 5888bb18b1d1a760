export * from './palette';
export * from './chart-data';
export * from './csv';
export { pieCsv, seriesCsv, type PieCsvColumns } from './chart-csv';
export { downloadCsv } from './download';
export { canvasToPng, PNG_SCALE, type PngLegendEntry, type PngLook } from './chart-png';
export type { ValueFormatter, DualAxesDatum, DualAxesSides } from './chart-configs';
export { useChartTheme, type ChartTheme } from './use-chart-theme';
export { ChartColorsProvider, type ChartColorsProviderProps } from './chart-colors-context';
export { entityKeysOf } from './entity-keys';
export type { EntityKeys } from './use-series-colors';
export { preloadCharts } from './load-charts';
export { AfterFirstChart, type AfterFirstChartProps } from './after-first-chart';
export { ChartCard, type ChartCardProps } from './chart-card';
export { PieChart, type PieChartProps } from './pie-chart';
export {
  LineChart,
  ColumnChart,
  StackedPercentChart,
  type SeriesChartProps,
  type ColumnChartProps,
  type StackedPercentChartProps,
} from './series-charts';
export { DualAxesChart, type DualAxesChartProps } from './dual-axes-chart';
export { useChartsDrawn, markPerformance } from './use-charts-drawn';
