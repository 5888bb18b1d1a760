import type { SeriesPoint } from 'shared-contracts';
import type { TimedPoint } from './chart-configs';

/** A line's name where the page draws it: at its last point, in the canvas's pixels. */
export interface LineEndLabel {
  name: string;
  color: string;
  x: number;
  y: number;
}

/** The parts of a drawn G2 chart used here (G2 5's public API). */
export interface PlottedChart {
  getCoordinate(): PlotCoordinate | undefined;
  getScaleByChannel(channel: 'x' | 'y'): PlotScale | undefined;
}

interface PlotCoordinate {
  /** From [0, 1] × [0, 1] to pixels of the plot area. */
  map(point: [number, number]): number[];
  getOptions(): {
    x: number;
    y: number;
    marginLeft: number;
    marginTop: number;
    paddingLeft: number;
    paddingTop: number;
    insetLeft: number;
    insetTop: number;
    innerHeight: number;
  };
}

interface PlotScale {
  map(value: unknown): number;
  /** Band and point scales: a category's width; its point is at the middle. */
  getBandWidth?(value?: unknown): number;
}

/** Room between two names, in pixels: an 11 px name and a little air. */
export const LINE_LABEL_GAP = 13;

/**
 * The names moved up or down as little as needed so that none overlaps another, kept between
 * `top` and `bottom` where there is room: ordered by height, each at least `gap` below the one
 * above, then pushed back up from the bottom edge.
 */
export function dodgeLabels(labels: readonly LineEndLabel[], gap: number, top: number, bottom: number): LineEndLabel[] {
  const sorted = [...labels].sort((a, b) => a.y - b.y).map((label) => ({ ...label }));
  sorted.forEach((label, index) => {
    const above = sorted[index - 1];
    label.y = Math.max(label.y, above ? above.y + gap : top);
  });
  for (let index = sorted.length - 1; index >= 0; index -= 1) {
    const label = sorted[index];
    const below = sorted[index + 1];
    if (label) label.y = Math.max(top, Math.min(label.y, below ? below.y - gap : bottom));
  }
  return sorted;
}

/** Each series' last point in x order (points come sorted by x). */
function lastPoints<Point extends SeriesPoint>(points: readonly Point[]): Point[] {
  const last = new Map<string, Point>();
  for (const point of points) last.set(point.series, point);
  return [...last.values()];
}

/**
 * Where each line shown ends on the drawn chart, its name placed just right of it and dodged.
 * G2's own labels did this on the canvas, and were four fifths of a 20-line chart's build (about
 * 400 ms at CPU × 4, issue 55): the page draws them instead, from the chart's scales.
 */
export function lineEndLabels(
  chart: PlottedChart,
  points: readonly TimedPoint[],
  colorOf: (series: string) => string,
): LineEndLabel[] {
  const coordinate = chart.getCoordinate();
  const x = chart.getScaleByChannel('x');
  const y = chart.getScaleByChannel('y');
  if (!coordinate || !x || !y) return [];
  const box = coordinate.getOptions();
  const left = box.x + box.marginLeft + box.paddingLeft + box.insetLeft;
  const top = box.y + box.marginTop + box.paddingTop + box.insetTop;
  const labels = lastPoints(points).flatMap((point): LineEndLabel[] => {
    const band = x.getBandWidth ? x.getBandWidth(point.time) / 2 : 0;
    const [px, py] = coordinate.map([x.map(point.time) + band, y.map(point.value)]);
    if (px === undefined || py === undefined || !Number.isFinite(px) || !Number.isFinite(py)) return [];
    return [{ name: point.series, color: colorOf(point.series), x: left + px, y: top + py }];
  });
  return dodgeLabels(labels, LINE_LABEL_GAP, top, top + box.innerHeight);
}
