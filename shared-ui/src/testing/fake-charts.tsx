import { useEffect } from 'react';

/** What the fake plot hands to `onReady`: a chart that reports it has drawn. */
function fakePlot() {
  return {
    chart: {
      on(event: string, callback: () => void) {
        if (event === 'afterrender') queueMicrotask(callback);
      },
    },
  };
}

interface FakeChartProps {
  data?: readonly object[];
  /** Names on the chart itself (chart-configs.ts): told by `data-direct-labels`. */
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
