import { useMemo } from 'react';
import type { SeriesPoint } from 'shared-contracts';
import { toPercentStack, sortByX } from './chart-data';
import {
  columnConfig,
  lineConfig,
  stackedPercentAreaConfig,
  stackedPercentColumnConfig,
  type ValueFormatter,
} from './chart-configs';
import { ChartFrame, useChartReady } from './chart-frame';
import { CHART_HEIGHT } from './palette';
import { useChartTheme } from './use-chart-theme';
import { formatNumber, formatPercent } from '../format/number-format';

export interface SeriesChartProps {
  label: string;
  data: readonly SeriesPoint[];
  /** How values read in the axis and tooltips (numbers with 2 decimals by default). */
  format?: ValueFormatter;
  height?: number;
  onRendered?: () => void;
}

const numberFormat: ValueFormatter = (value) => formatNumber(value);

/** One line per series over time (trending share of voice, evolution of investment). */
export function LineChart({ label, data, format = numberFormat, height = CHART_HEIGHT, onRendered }: SeriesChartProps) {
  const theme = useChartTheme();
  const { frameRef, onReady, charts } = useChartReady(onRendered);
  const config = useMemo(() => lineConfig(sortByX(data), { height, theme }, format), [data, height, theme, format]);
  // The same element while the config is unchanged: the chart library redraws on every render.
  const chart = useMemo(() => charts && <charts.Line {...config} onReady={onReady} />, [charts, config, onReady]);
  return (
    <ChartFrame frameRef={frameRef} height={height} label={label}>
      {chart}
    </ChartFrame>
  );
}

export interface ColumnChartProps extends SeriesChartProps {
  stacked?: boolean;
}

/** Columns per category, grouped by series or stacked. */
export function ColumnChart({
  label,
  data,
  format = numberFormat,
  height = CHART_HEIGHT,
  stacked = false,
  onRendered,
}: ColumnChartProps) {
  const theme = useChartTheme();
  const { frameRef, onReady, charts } = useChartReady(onRendered);
  const config = useMemo(
    () => columnConfig([...data], { height, theme }, format, stacked),
    [data, height, theme, format, stacked],
  );
  // The same element while the config is unchanged: the chart library redraws on every render.
  const chart = useMemo(() => charts && <charts.Column {...config} onReady={onReady} />, [charts, config, onReady]);
  return (
    <ChartFrame frameRef={frameRef} height={height} label={label}>
      {chart}
    </ChartFrame>
  );
}

export interface StackedPercentChartProps extends Omit<SeriesChartProps, 'format'> {
  kind?: 'column' | 'area';
}

const percentFormat: ValueFormatter = (value) => formatPercent(value);

/** Each x's series as shares of 100% (media mix, media plan), as columns or areas. */
export function StackedPercentChart({
  label,
  data,
  kind = 'column',
  height = CHART_HEIGHT,
  onRendered,
}: StackedPercentChartProps) {
  const theme = useChartTheme();
  const { frameRef, onReady, charts } = useChartReady(onRendered);
  const chart = useMemo(() => {
    if (!charts) return null;
    const percents = toPercentStack(sortByX(data));
    const look = { height, theme };
    return kind === 'area' ? (
      <charts.Area {...stackedPercentAreaConfig(percents, look, percentFormat)} onReady={onReady} />
    ) : (
      <charts.Column {...stackedPercentColumnConfig(percents, look, percentFormat)} onReady={onReady} />
    );
  }, [charts, data, height, theme, kind, onReady]);
  return (
    <ChartFrame frameRef={frameRef} height={height} label={label}>
      {chart}
    </ChartFrame>
  );
}
