import type { i18n as I18n } from 'i18next';
import { useCallback, useMemo, useState } from 'react';
import type { SeriesPoint } from 'shared-contracts';
import { toPercentStack, sortByX } from './chart-data';
import { columnConfig, lineConfig, stackedPercentColumnConfig, withTime, type ValueFormatter } from './chart-configs';
import { ChartFrame, useChartReady } from './chart-frame';
import { useChartLegend } from './chart-legend';
import { lineEndLabels, type LineEndLabel, type PlottedChart } from './line-end-labels';
import { LineEndNames } from './line-end-names';
import type { EntityKeys } from './use-series-colors';
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
  /** The entity key (id) of a series' name where the data has one: its colour then survives a change of language. */
  entityKeys?: EntityKeys;
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
  entityKeys,
  onRendered,
}: SeriesChartProps) {
  const theme = useChartTheme();
  const sorted = useMemo(() => sortByX(data), [data]);
  const { legend, names, colors, directLabels, shown } = useChartLegend(sorted, seriesOf, { entityKeys });
  const [endLabels, setEndLabels] = useState<readonly LineEndLabel[]>([]);
  const onDrawn = useCallback(
    (drawn: PlottedChart) => {
      const colorOf = (series: string) => colors[names.indexOf(series)] ?? '';
      setEndLabels(directLabels ? lineEndLabels(drawn, withTime(shown), colorOf) : []);
    },
    [directLabels, shown, names, colors],
  );
  const { frameRef, onReady, charts } = useChartReady(onRendered, onDrawn);
  const config = useMemo(
    () => lineConfig([...shown], { height, theme, colors: { domain: names, range: colors }, directLabels }, format),
    [shown, names, colors, directLabels, height, theme, format],
  );
  // The same element while the config is unchanged: the chart library redraws on every render.
  const chart = useMemo(() => charts && <charts.Line {...config} onReady={onReady} />, [charts, config, onReady]);
  return (
    <ChartFrame
      frameRef={frameRef}
      height={height}
      label={label}
      legend={{ i18n, ...legend }}
      overlay={<LineEndNames labels={endLabels} />}
    >
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
  entityKeys,
  onRendered,
}: ColumnChartProps) {
  const theme = useChartTheme();
  const { frameRef, onReady, charts } = useChartReady(onRendered);
  const { legend, names, colors, shown } = useChartLegend(data, seriesOf, { entityKeys });
  const config = useMemo(
    () => columnConfig([...shown], { height, theme, colors: { domain: names, range: colors } }, format, stacked),
    [shown, names, colors, height, theme, format, stacked],
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
  entityKeys,
  onRendered,
}: StackedPercentChartProps) {
  const theme = useChartTheme();
  const { frameRef, onReady, charts } = useChartReady(onRendered);
  const sorted = useMemo(() => sortByX(data), [data]);
  const { legend, names, colors, shown } = useChartLegend(sorted, seriesOf, { entityKeys });
  const chart = useMemo(() => {
    if (!charts) return null;
    // The shares of the series shown: each x still adds up to 100 % with some hidden.
    const percents = toPercentStack(shown);
    const look = { height, theme, colors: { domain: names, range: colors } };
    return <charts.Column {...stackedPercentColumnConfig(percents, look, percentFormat)} onReady={onReady} />;
  }, [charts, shown, names, colors, height, theme, onReady]);
  return (
    <ChartFrame frameRef={frameRef} height={height} label={label} legend={{ i18n, ...legend }}>
      {chart}
    </ChartFrame>
  );
}
