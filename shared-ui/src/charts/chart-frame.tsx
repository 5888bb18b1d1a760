import { Flex, Spin } from 'antd';
import { useCallback, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { ChartLegend, type ChartLegendProps } from './chart-legend';
import { useChartTurn } from './chart-turns';
import type { PlottedChart } from './line-end-labels';
import type { ChartsModule } from './load-charts';
import { pauseOffscreen } from './pause-offscreen';

export interface ChartFrameProps {
  /** From useChartReady: the frame watched for visibility. */
  frameRef: RefObject<HTMLDivElement | null>;
  height: number;
  /** What the chart shows, for screen readers (the canvas itself says nothing). */
  label: string;
  /** The chart, or null until G2 has loaded and it is the chart's turn to draw. */
  children: ReactNode;
  /** The legend's state and the host's i18n: drawn under the chart, outside the image. */
  legend?: Omit<ChartLegendProps, 'label'>;
  /** What the page draws over the canvas, placed in its pixels (the lines' names). */
  overlay?: ReactNode;
}

/** Holds the chart's place at its height until it draws, and names the drawing. */
export function ChartFrame({ frameRef, height, label, children, legend, overlay }: ChartFrameProps) {
  return (
    <>
      <div ref={frameRef} role="img" aria-label={label} style={{ minHeight: height, position: 'relative' }}>
        {children ?? (
          <Flex align="center" justify="center" style={{ height }} aria-busy="true">
            <Spin />
          </Flex>
        )}
        {children && overlay}
      </div>
      {legend ? <ChartLegend label={label} {...legend} /> : null}
    </>
  );
}

/** What @ant-design/plots hands to `onReady`: the plot, holding its G2 chart. */
interface ReadyPlot {
  chart?: PlottedChart & { on(event: string, callback: () => void): void; getContext?: () => { canvas?: unknown } };
  [other: string]: unknown;
}

export interface ChartReady {
  frameRef: RefObject<HTMLDivElement | null>;
  onReady: (plot: ReadyPlot) => void;
  /** The charts library once it is this chart's turn to draw (chart-turns.ts), else null. */
  charts: ChartsModule | null;
}

/**
 * The chart's turn, its `onReady` and its frame: calls `onRendered` once G2 has drawn (its `afterrender`
 * event, two animation frames after the drawing, not when the plot object is created), and from
 * then on pauses the chart's render loop while the frame is out of view. `onDrawn` gets the drawn
 * chart after each drawing (a new size or new data), to place what the page draws over it.
 */
export function useChartReady(
  onRendered: (() => void) | undefined,
  onDrawn?: (chart: PlottedChart) => void,
): ChartReady {
  const frameRef = useRef<HTMLDivElement | null>(null);
  const latest = useRef({ onRendered, onDrawn });
  const stopWatching = useRef<(() => void) | null>(null);
  useEffect(() => {
    latest.current = { onRendered, onDrawn };
  });
  useEffect(() => () => stopWatching.current?.(), []);
  const onReady = useCallback((plot: ReadyPlot) => {
    const { chart } = plot;
    chart?.on('afterrender', () => {
      if (!stopWatching.current && frameRef.current) stopWatching.current = pauseOffscreen(plot, frameRef.current);
      latest.current.onDrawn?.(chart);
      latest.current.onRendered?.();
    });
  }, []);
  return { frameRef, onReady, charts: useChartTurn(frameRef) };
}
