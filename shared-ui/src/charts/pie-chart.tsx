import type { i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import type { PieSlice } from 'shared-contracts';
import { formatPieTooltipPercent } from '../format/number-format';
import { useSharedUiTranslation } from '../i18n/use-shared-ui-translation';
import { toPieData, type PieDatum } from './chart-data';
import { pieConfig } from './chart-configs';
import { ChartFrame, useChartReady } from './chart-frame';
import { useChartLegend } from './chart-legend';
import type { EntityKeys } from './use-series-colors';
import { CHART_HEIGHT, DONUT_HEIGHT } from './palette';
import { useChartTheme } from './use-chart-theme';

export interface PieChartProps {
  i18n: I18n;
  label: string;
  data: readonly PieSlice[];
  donut?: boolean;
  /** Slices shown before the rest fold into "Others". */
  maxSlices?: number;
  height?: number;
  /** The entity key (id) of a slice's name where the data has one: its colour then survives a change of language. */
  entityKeys?: EntityKeys;
  onRendered?: () => void;
}

const sliceOf = (slice: PieDatum) => slice.type;
const shareOf = (slice: PieDatum) => formatPieTooltipPercent(slice.share);

/**
 * A pie (or donut) of shares; the legend and the tooltips give each slice's share with 1 decimal.
 * A slice hidden from the legend leaves the others at their share of the whole, as the legend says.
 */
export function PieChart({
  i18n,
  label,
  data,
  donut = false,
  maxSlices,
  height,
  entityKeys,
  onRendered,
}: PieChartProps) {
  const { t } = useSharedUiTranslation(i18n);
  const theme = useChartTheme();
  const { frameRef, onReady, charts } = useChartReady(onRendered);
  const chartHeight = height ?? (donut ? DONUT_HEIGHT : CHART_HEIGHT);
  const othersLabel = t('charts.others');
  const slices = useMemo(() => toPieData(data, othersLabel, maxSlices), [data, othersLabel, maxSlices]);
  const { legend, names, colors, directLabels, shown } = useChartLegend(slices, sliceOf, {
    detailOf: shareOf,
    entityKeys,
  });
  const config = useMemo(
    () =>
      pieConfig(
        [...shown],
        { height: chartHeight, theme, colors: { domain: names, range: colors }, directLabels },
        donut,
      ),
    [shown, names, colors, directLabels, chartHeight, theme, donut],
  );
  // The same element while the config is unchanged: the chart library redraws on every render.
  const chart = useMemo(() => charts && <charts.Pie {...config} onReady={onReady} />, [charts, config, onReady]);
  return (
    <ChartFrame frameRef={frameRef} height={chartHeight} label={label} legend={{ i18n, ...legend }}>
      {chart}
    </ChartFrame>
  );
}
