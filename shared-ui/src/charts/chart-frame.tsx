import { Flex, Spin } from 'antd';
import { useCallback, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { ChartLegend, type ChartLegendProps } from './chart-legend';
import { useChartTurn } from './chart-turns';
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
}

/** Holds the chart's place at its height until it draws, and names the drawing. */
export function ChartFrame({ frameRef, height, label, children, legend }: ChartFrameProps) {
  return (
    <>
      <div ref={frameRef} role="img" aria-label={label} style={{ minHeight: height }}>
        {children ?? (
          <Flex align="center" justify="center" style={{ height }} aria-busy="true">
            <Spin />
          </Flex>
        )}
      </div>
      {legend ? <ChartLegend label={label} {...legend} /> : null}
    </>
  );
}

/** What @ant-design/plots hands to `onReady`: the plot, holding its G2 chart. */
interface ReadyPlot {
  chart?: { on(event: string, callback: () => void): void; getContext?: () => { canvas?: unknown } };
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
 * then on pauses the chart's render loop while the frame is out of view.
 */
export function useChartReady(onRendered: (() => void) | undefined): ChartReady {
  const frameRef = useRef<HTMLDivElement | null>(null);
  const latest = useRef(onRendered);
  const stopWatching = useRef<(() => void) | null>(null);
  useEffect(() => {
    latest.current = onRendered;
  });
  useEffect(() => () => stopWatching.current?.(), []);
  const onReady = useCallback((plot: ReadyPlot) => {
    plot.chart?.on('afterrender', () => {
      if (!stopWatching.current && frameRef.current) stopWatching.current = pauseOffscreen(plot, frameRef.current);
      latest.current?.();
    });
  }, []);
  return { frameRef, onReady, charts: useChartTurn(frameRef) };
}
