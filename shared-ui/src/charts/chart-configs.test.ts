import {
  columnConfig,
  dualAxesConfig,
  lineConfig,
  pieConfig,
  shortLabel,
  stackedPercentColumnConfig,
  withTime,
} from './chart-configs';
import {
  CHART_HEIGHT,
  CHART_PALETTE_DARK,
  CHART_PALETTE_LIGHT,
  DONUT_HEIGHT,
  chartPalette,
  isDarkBackground,
} from './palette';
import { formatPercent } from '../format/number-format';

const colors = { domain: ['Acme', 'Globex'], range: ['#0F54BF', '#949494'] };
const look = { height: CHART_HEIGHT, theme: { g2Theme: { type: 'classic' as const } }, colors };

type TooltipItem = (datum: never) => { name: string; value: string };
function firstTooltipItem(config: { tooltip?: unknown }): TooltipItem {
  return (config.tooltip as { items: TooltipItem[] }).items[0] as TooltipItem;
}

describe('chart configs', () => {
  it('has a palette for light and dark, heights 400 and 300, and tells a dark background', () => {
    expect(chartPalette('dark')).toBe(CHART_PALETTE_DARK);
    expect(chartPalette('light')).toBe(CHART_PALETTE_LIGHT);
    expect([CHART_HEIGHT, DONUT_HEIGHT]).toEqual([400, 300]);
    expect(isDarkBackground('#141414')).toBe(true);
    expect(isDarkBackground('#ffffff')).toBe(false);
  });

  it("leaves G2's legend, slider and scrollbar filters out of every chart (the build has none of them)", () => {
    const points = [{ x: 'TV', series: 'Acme', value: 1 }];
    const configs = [
      pieConfig([{ type: 'Acme', value: 3, share: 100 }], look),
      lineConfig(points, look),
      columnConfig(points, look),
      stackedPercentColumnConfig(points, look, formatPercent),
      dualAxesConfig([{ x: 'TV', left: 1, right: 2 }], look, { leftName: 'SOV', rightName: 'SOI' }),
    ];
    for (const config of configs) {
      expect(config.interaction).toEqual({ legendFilter: false, sliderFilter: false, scrollbarFilter: false });
    }
  });

  it("draws pies by share with a 1-decimal tooltip, each name in its entity's colour", () => {
    const config = pieConfig([{ type: 'Acme', value: 3, share: 33.3333 }], look, true);
    expect(config).toMatchObject({ angleField: 'value', colorField: 'type', innerRadius: 0.6, height: 400 });
    // The page draws the legend (chart-legend.tsx); the colour domain keeps each name's colour.
    expect(config.legend).toBe(false);
    expect(config.scale).toEqual({ color: { domain: ['Acme', 'Globex'], range: ['#0F54BF', '#949494'] } });
    expect(config).not.toHaveProperty('label');
    expect(firstTooltipItem(config)({ type: 'Acme', value: 3, share: 33.3333 } as never)).toEqual({
      name: 'Acme',
      value: '33,3%',
    });
  });

  it('plots series by x, value and series with the given formatter', () => {
    const point = { x: '2024-06-01', series: 'Acme', value: 12.345 };
    const line = lineConfig([point], look, (value) => formatPercent(value));
    expect(line).toMatchObject({ xField: 'time', yField: 'value', colorField: 'series' });
    // Dates become a time axis at local midnight; categories stay as they are.
    expect(line.data).toEqual([{ ...point, time: new Date(2024, 5, 1) }]);
    expect(withTime([{ x: 'Desktop', series: 'A', value: 1 }])[0]?.time).toBe('Desktop');
    expect(firstTooltipItem(line)(point as never)).toEqual({ name: 'Acme', value: '12,35%' });
    expect(columnConfig([point], look, undefined, true)).toMatchObject({ stack: true });
    expect(columnConfig([point], look)).toMatchObject({ group: true });
    expect(stackedPercentColumnConfig([point], look, formatPercent)).toMatchObject({
      stack: true,
      scale: { y: { domainMax: 100 } },
    });
  });

  it('names slices and line ends on the chart when colour is not enough, long names cut', () => {
    const labelled = { ...look, directLabels: true };
    expect(pieConfig([], labelled)).toMatchObject({
      radius: 0.65,
      label: { text: 'type', position: 'spider', formatter: shortLabel },
    });
    // The page names the lines (line-end-names.tsx): the chart keeps room for them, and no label.
    expect(lineConfig([], labelled)).toMatchObject({ paddingRight: 120 });
    expect(lineConfig([], labelled)).not.toHaveProperty('label');
    expect(lineConfig([], look)).not.toHaveProperty('paddingRight');
    expect(shortLabel('Diprex Net')).toBe('Diprex Net');
    expect(shortLabel('Compañía Nacional de Telecomunicaciones')).toBe('Compañía Nacional…');
  });

  it('puts columns on the left axis and a line on the right, in the colours of their names', () => {
    const config = dualAxesConfig([{ x: '2024-06-01', left: 1, right: 2 }], look, {
      leftName: 'SOV',
      rightName: 'SOI',
    });
    const children = config.children as { type: string; yField: string; style: object }[];
    expect(children.map((child) => [child.type, child.yField])).toEqual([
      ['interval', 'left'],
      ['line', 'right'],
    ]);
    expect(children.map((child) => child.style)).toEqual([{ fill: '#0F54BF' }, { stroke: '#949494', lineWidth: 2 }]);
  });

  it('draws the left side as a second line when asked', () => {
    const config = dualAxesConfig([{ x: '2024-06-01', left: 1, right: 2 }], look, {
      leftName: 'SOV',
      rightName: 'SOI',
      leftShape: 'line',
    });
    const children = config.children as { type: string; yField: string }[];
    expect(children.map((child) => child.type)).toEqual(['line', 'line']);
  });
});
