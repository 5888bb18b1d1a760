import type { ColumnConfig, DualAxesConfig, LineConfig, PieConfig } from '@ant-design/plots';
import type { SeriesPoint } from 'shared-contracts';
import { formatNumber, formatPieTooltipPercent } from '../format/number-format';
import type { PieDatum } from './chart-data';
import type { ChartTheme } from './use-chart-theme';

/** How a chart's values read in axes and tooltips. */
export type ValueFormatter = (value: number) => string;

/** What every chart config shares: size, colours, theme. */
export interface ChartLook {
  height: number;
  theme: Pick<ChartTheme, 'g2Theme'>;
  /**
   * Every series (or slice) name, shown or hidden, and the colour each entity keeps
   * (use-series-colors.ts): a series keeps its colour while others are hidden.
   */
  colors: { domain: readonly string[]; range: readonly string[] };
  /** Name the series on the chart itself: colour is not the only cue (use-series-colors.ts). */
  directLabels?: boolean;
}

const defaultFormatter: ValueFormatter = (value) => formatNumber(value);

/**
 * No chart has a G2 legend, slider or scrollbar, so G2's interactions that filter by them are
 * left out of every chart, and out of the build (library/g2-components.ts).
 */
const WITHOUT_FILTERS = { legendFilter: false, sliderFilter: false, scrollbarFilter: false };

function common({ height, theme, colors }: ChartLook) {
  return {
    height,
    autoFit: true,
    // Dashboards draw many charts at once: no entry animation keeps them quick to settle.
    animate: false,
    theme: theme.g2Theme,
    scale: { color: { domain: [...colors.domain], range: [...colors.range] } },
    // The page draws the legend (ChartLegend), not G2 on the canvas.
    legend: false as const,
    interaction: WITHOUT_FILTERS,
  };
}

/** Long names are cut on the chart; the legend and the tooltip give them whole. */
const LABEL_LENGTH = 18;
const DIRECT_LABEL_SIZE = 11;

export function shortLabel(name: string): string {
  return name.length > LABEL_LENGTH ? `${name.slice(0, LABEL_LENGTH - 1).trimEnd()}…` : name;
}

/**
 * A pie (or donut) of shares; the tooltip shows the share with 1 decimal. Slices are named on
 * the pie only when colour is not enough (`directLabels`): the legend gives every slice's share,
 * and G2's labels were three quarters of a pie's build (issue 16). Spider labels line up left and
 * right of a smaller pie and dodge each other.
 */
export function pieConfig(data: PieDatum[], look: ChartLook, donut = false): PieConfig {
  return {
    ...common(look),
    data,
    angleField: 'value',
    colorField: 'type',
    innerRadius: donut ? 0.6 : 0,
    ...(look.directLabels && {
      radius: 0.65,
      label: { text: 'type', formatter: shortLabel, position: 'spider', fontSize: DIRECT_LABEL_SIZE },
    }),
    tooltip: { items: [(datum: PieDatum) => ({ name: datum.type, value: formatPieTooltipPercent(datum.share) })] },
  };
}

function seriesTooltip(format: ValueFormatter) {
  return { items: [(point: SeriesPoint) => ({ name: point.series, value: format(point.value) })] };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A line point whose x may also be a Date, for a time axis. */
export interface TimedPoint extends SeriesPoint {
  time: Date | string;
}

/**
 * Points with ISO-date x values get a `time` Date (local midnight, so the axis shows the same
 * day): G2 then draws a time axis with a few ticks instead of one label per day.
 */
export function withTime(points: readonly SeriesPoint[]): TimedPoint[] {
  return points.map((point) => {
    const match = ISO_DATE.exec(point.x);
    const time = match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : point.x;
    return { ...point, time };
  });
}

/**
 * Room right of the plot for each line's name at its end, which the page draws over the chart
 * (line-end-names.tsx): G2's labels were four fifths of a 20-line chart's build (issue 55).
 */
const LINE_NAMES_ROOM = { paddingRight: 120 };

/** One line per series over x (dates on a time axis, or categories). */
export function lineConfig(
  data: SeriesPoint[],
  look: ChartLook,
  format: ValueFormatter = defaultFormatter,
): LineConfig {
  return {
    ...common(look),
    data: withTime(data),
    xField: 'time',
    yField: 'value',
    colorField: 'series',
    axis: { y: { labelFormatter: format } },
    ...(look.directLabels && LINE_NAMES_ROOM),
    tooltip: { title: (point: SeriesPoint) => point.x, ...seriesTooltip(format) },
  };
}

/** Columns per x, one per series side by side, or stacked. */
export function columnConfig(
  data: SeriesPoint[],
  look: ChartLook,
  format: ValueFormatter = defaultFormatter,
  stacked = false,
): ColumnConfig {
  return {
    ...common(look),
    data,
    xField: 'x',
    yField: 'value',
    colorField: 'series',
    ...(stacked ? { stack: true } : { group: true }),
    axis: { y: { labelFormatter: format } },
    tooltip: seriesTooltip(format),
  };
}

/** A 100% stacked column chart: `data` values are already percents (toPercentStack). */
export function stackedPercentColumnConfig(data: SeriesPoint[], look: ChartLook, format: ValueFormatter): ColumnConfig {
  return {
    ...common(look),
    data,
    xField: 'x',
    yField: 'value',
    colorField: 'series',
    stack: true,
    scale: { ...common(look).scale, y: { domainMax: 100 } },
    axis: { y: { labelFormatter: format } },
    tooltip: seriesTooltip(format),
  };
}

/** One row of a double-axis chart: a column on the left axis, a line on the right. */
export interface DualAxesDatum {
  x: string;
  left: number;
  right: number;
}

export interface DualAxesSides {
  leftName: string;
  rightName: string;
  leftFormat?: ValueFormatter;
  rightFormat?: ValueFormatter;
  /** How the left side is drawn: columns (default) or a second line (Snapshots' trending SOV and SOI). */
  leftShape?: 'column' | 'line';
}

export function dualAxesConfig(data: DualAxesDatum[], look: ChartLook, sides: DualAxesSides): DualAxesConfig {
  const leftFormat = sides.leftFormat ?? defaultFormatter;
  const rightFormat = sides.rightFormat ?? defaultFormatter;
  const [leftColor, rightColor] = look.colors.range;
  return {
    height: look.height,
    autoFit: true,
    animate: false,
    theme: look.theme.g2Theme,
    interaction: WITHOUT_FILTERS,
    data,
    xField: 'x',
    children: [
      {
        type: sides.leftShape === 'line' ? 'line' : 'interval',
        yField: 'left',
        style: sides.leftShape === 'line' ? { stroke: leftColor, lineWidth: 2 } : { fill: leftColor },
        axis: { y: { title: sides.leftName, labelFormatter: leftFormat } },
        tooltip: {
          items: [(d: DualAxesDatum) => ({ name: sides.leftName, value: leftFormat(d.left), color: leftColor })],
        },
      },
      {
        type: 'line',
        yField: 'right',
        style: { stroke: rightColor, lineWidth: 2 },
        axis: { y: { position: 'right', title: sides.rightName, labelFormatter: rightFormat } },
        tooltip: {
          items: [(d: DualAxesDatum) => ({ name: sides.rightName, value: rightFormat(d.right), color: rightColor })],
        },
      },
    ],
  };
}
