import { useMemo } from 'react';
import { dualAxesConfig, type DualAxesDatum, type DualAxesSides } from './chart-configs';
import { ChartFrame, useChartReady } from './chart-frame';
import { CHART_HEIGHT } from './palette';
import { useChartTheme } from './use-chart-theme';
import { useSeriesColors } from './use-series-colors';

export interface DualAxesChartProps extends DualAxesSides {
  label: string;
  data: readonly DualAxesDatum[];
  height?: number;
  onRendered?: () => void;
}

/** Columns (or a line) on the left axis and a line on the right over the same x (e.g. SOV and SOI per day). */
export function DualAxesChart({ label, data, height = CHART_HEIGHT, onRendered, ...sides }: DualAxesChartProps) {
  const theme = useChartTheme();
  const { frameRef, onReady, charts } = useChartReady(onRendered);
  const { leftName, rightName, leftFormat, rightFormat, leftShape } = sides;
  // The two measures keep their colours too (SOV and SOI read alike in every chart).
  const names = useMemo(() => [leftName, rightName], [leftName, rightName]);
  const { colors } = useSeriesColors(names);
  const config = useMemo(
    () =>
      dualAxesConfig(
        [...data],
        { height, theme, colors: { domain: names, range: colors } },
        { leftName, rightName, leftFormat, rightFormat, leftShape },
      ),
    [data, height, theme, names, colors, leftName, rightName, leftFormat, rightFormat, leftShape],
  );
  // The same element while the config is unchanged: the chart library redraws on every render.
  const chart = useMemo(() => charts && <charts.DualAxes {...config} onReady={onReady} />, [charts, config, onReady]);
  return (
    <ChartFrame frameRef={frameRef} height={height} label={label}>
      {chart}
    </ChartFrame>
  );
}
