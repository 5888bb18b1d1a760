import type { i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import type { SeriesPoint } from 'shared-contracts';
import { toPercentStack, sortByX } from './chart-data';
import { columnConfig, lineConfig, stackedPercentColumnConfig, type ValueFormatter } from './chart-configs';
import { ChartFrame, useChartReady } from './chart-frame';
import { useChartLegend } from './chart-legend';
import { CHART_HEIGHT } from './palette';
import { useChartTheme } from './use-chart-theme';
import { formatNumber, formatPercent } from '../format/number-format';

export interface SeriesChartProps {
  /** The host's i18next instance (`host.i18n`), for the legend. */
  i18n: I18n;
  label: string;
  data: readonly SeriesPoint[];
  /** How values read in the axis and tooltips (numbers with 2 decimals by default). */
  format?: ValueFormatter;
  height?: number;
  onRendered?: () => void;
}

const numberFormat: ValueFormatter = (value) => formatNumber(value);
const seriesOf = (point: SeriesPoint) => point.series;

/** One line per series over time (trending share of voice, evolution of investment). */
export function LineChart({
  i18n,
  label,
  data,
  format = numberFormat,
  height = CHART_HEIGHT,
  onRendered,
}: SeriesChartProps) {
  const theme = useChartTheme();
  const { frameRef, onReady, charts } = useChartReady(onRendered);
  const sorted = useMemo(() => sortByX(data), [data]);
  const { legend, names, shown } = useChartLegend(sorted, seriesOf, theme.palette);
  const config = useMemo(
    () => lineConfig([...shown], { height, theme, colorDomain: names }, format),
    [shown, names, height, theme, format],
  );
  // The same element while the config is unchanged: the chart library redraws on every render.
  const chart = useMemo(() => charts && <charts.Line {...config} onReady={onReady} />, [charts, config, onReady]);
  return (
    <ChartFrame frameRef={frameRef} height={height} label={label} legend={{ i18n, ...legend }}>
      {chart}
    </ChartFrame>
  );
}

export interface ColumnChartProps extends SeriesChartProps {
  stacked?: boolean;
}

/** Columns per category, grouped by series or stacked. */
export function ColumnChart({
  i18n,
  label,
  data,
  format = numberFormat,
  height = CHART_HEIGHT,
  stacked = false,
  onRendered,
}: ColumnChartProps) {
  const theme = useChartTheme();
  const { frameRef, onReady, charts } = useChartReady(onRendered);
  const { legend, names, shown } = useChartLegend(data, seriesOf, theme.palette);
  const config = useMemo(
    () => columnConfig([...shown], { height, theme, colorDomain: names }, format, stacked),
    [shown, names, height, theme, format, stacked],
  );
  // The same element while the config is unchanged: the chart library redraws on every render.
  const chart = useMemo(() => charts && <charts.Column {...config} onReady={onReady} />, [charts, config, onReady]);
  return (
    <ChartFrame frameRef={frameRef} height={height} label={label} legend={{ i18n, ...legend }}>
      {chart}
    </ChartFrame>
  );
}

export type StackedPercentChartProps = Omit<SeriesChartProps, 'format'>;

const percentFormat: ValueFormatter = (value) => formatPercent(value);

/** Each x's series as shares of 100% (media mix, media plan), as stacked columns. */
export function StackedPercentChart({
  i18n,
  label,
  data,
  height = CHART_HEIGHT,
  onRendered,
}: StackedPercentChartProps) {
  const theme = useChartTheme();
  const { frameRef, onReady, charts } = useChartReady(onRendered);
  const sorted = useMemo(() => sortByX(data), [data]);
  const { legend, names, shown } = useChartLegend(sorted, seriesOf, theme.palette);
  const chart = useMemo(() => {
    if (!charts) return null;
    // The shares of the series shown: each x still adds up to 100 % with some hidden.
    const percents = toPercentStack(shown);
    const look = { height, theme, colorDomain: names };
    return <charts.Column {...stackedPercentColumnConfig(percents, look, percentFormat)} onReady={onReady} />;
  }, [charts, shown, names, height, theme, onReady]);
  return (
    <ChartFrame frameRef={frameRef} height={height} label={label} legend={{ i18n, ...legend }}>
      {chart}
    </ChartFrame>
  );
}
