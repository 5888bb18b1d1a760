import {
  columnConfig,
  dualAxesConfig,
  lineConfig,
  pieConfig,
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

const look = { height: CHART_HEIGHT, theme: { palette: CHART_PALETTE_LIGHT, g2Theme: { type: 'classic' as const } } };

type TooltipItem = (datum: never) => { name: string; value: string };
function firstTooltipItem(config: { tooltip?: unknown }): TooltipItem {
  return (config.tooltip as { items: TooltipItem[] }).items[0] as TooltipItem;
}

describe('chart configs', () => {
  it('has 18 colours for light and dark, heights 400 and 300, and tells a dark background', () => {
    expect(CHART_PALETTE_LIGHT).toHaveLength(18);
    expect(CHART_PALETTE_DARK).toHaveLength(18);
    expect(new Set([...CHART_PALETTE_LIGHT, ...CHART_PALETTE_DARK]).size).toBe(36);
    expect(chartPalette('dark')).toBe(CHART_PALETTE_DARK);
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

  it('draws pies by share with a 1-decimal tooltip, on the palette', () => {
    const config = pieConfig([{ type: 'Acme', value: 3, share: 33.3333 }], look, true);
    expect(config).toMatchObject({ angleField: 'value', colorField: 'type', innerRadius: 0.6, height: 400 });
    expect(config.scale).toEqual({ color: { range: [...CHART_PALETTE_LIGHT] } });
    // The page draws the legend (chart-legend.tsx); a colour domain keeps each name's colour.
    expect(config.legend).toBe(false);
    expect(pieConfig([], { ...look, colorDomain: ['Acme', 'Globex'] }).scale).toEqual({
      color: { domain: ['Acme', 'Globex'], range: [...CHART_PALETTE_LIGHT] },
    });
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

  it('puts columns on the left axis and a line on the right', () => {
    const config = dualAxesConfig([{ x: '2024-06-01', left: 1, right: 2 }], look, {
      leftName: 'SOV',
      rightName: 'SOI',
    });
    const children = config.children as { type: string; yField: string }[];
    expect(children.map((child) => [child.type, child.yField])).toEqual([
      ['interval', 'left'],
      ['line', 'right'],
    ]);
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
