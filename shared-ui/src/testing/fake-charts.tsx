import { useEffect } from 'react';

/** A plot area of 400 × 300 px at the canvas's corner; every x at its right end, y by value. */
const FAKE_PLOT_AREA = {
  getCoordinate: () => ({
    map: ([x, y]: [number, number]) => [x * 400, (1 - y) * 300],
    getOptions: () => ({
      x: 0,
      y: 0,
      marginLeft: 0,
      marginTop: 0,
      paddingLeft: 0,
      paddingTop: 0,
      insetLeft: 0,
      insetTop: 0,
      innerHeight: 300,
    }),
  }),
  getScaleByChannel: (channel: 'x' | 'y') => ({ map: (value: unknown) => (channel === 'x' ? 1 : Number(value) / 100) }),
};

/** What the fake plot hands to `onReady`: a chart that reports it has drawn, with its scales. */
function fakePlot() {
  return {
    chart: {
      ...FAKE_PLOT_AREA,
      on(event: string, callback: () => void) {
        if (event === 'afterrender') queueMicrotask(callback);
      },
    },
  };
}

interface FakeChartProps {
  data?: readonly object[];
  /** Names on the chart itself by G2 (a pie's, chart-configs.ts): told by `data-direct-labels`. */
  label?: object;
  onReady?: (plot: ReturnType<typeof fakePlot>) => void;
}

function describeDatum(datum: object): string {
  return Object.values(datum)
    .filter((value) => typeof value === 'string' || typeof value === 'number')
    .join(' | ');
}

function makeFakeChart(kind: string) {
  function FakeChart({ data = [], label, onReady }: FakeChartProps) {
    useEffect(() => {
      onReady?.(fakePlot());
      // Like the real library: onReady once, when the chart is created.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    return (
      <ul data-fake-chart={kind} data-direct-labels={label ? 'true' : undefined}>
        {data.map((datum, index) => (
          <li key={index}>{describeDatum(datum)}</li>
        ))}
      </ul>
    );
  }
  FakeChart.displayName = `Fake${kind}`;
  return FakeChart;
}

/**
 * A stand-in for @ant-design/plots in jest (jsdom has no canvas): each chart lists its data,
 * one item per datum with its string and number fields joined by ` | `, says whether it names
 * its series on itself (`data-direct-labels`), and reports it has drawn. Use: `jest.mock('@ant-design/plots', () => jest.requireActual('shared-ui/testing').fakeChartsModule)`.
 */
export const fakeChartsModule = {
  Pie: makeFakeChart('Pie'),
  Line: makeFakeChart('Line'),
  Column: makeFakeChart('Column'),
  DualAxes: makeFakeChart('DualAxes'),
};
