import { dodgeLabels, LINE_LABEL_GAP, lineEndLabels, type LineEndLabel, type PlottedChart } from './line-end-labels';

const at = (name: string, y: number): LineEndLabel => ({ name, color: '#000', x: 100, y });
const heights = (labels: readonly LineEndLabel[]) => labels.map(({ name, y }) => [name, y]);

describe('dodgeLabels', () => {
  it('leaves names that do not touch where they are, ordered by height', () => {
    expect(heights(dodgeLabels([at('B', 200), at('A', 50)], 13, 0, 300))).toEqual([
      ['A', 50],
      ['B', 200],
    ]);
  });

  it('spreads names that would overlap, each at least a gap from the next', () => {
    expect(heights(dodgeLabels([at('A', 100), at('B', 101), at('C', 102)], 13, 0, 300))).toEqual([
      ['A', 100],
      ['B', 113],
      ['C', 126],
    ]);
  });

  it('pushes names back up from the bottom edge, and never above the top', () => {
    expect(heights(dodgeLabels([at('A', 295), at('B', 298)], 13, 0, 300))).toEqual([
      ['A', 287],
      ['B', 300],
    ]);
    expect(heights(dodgeLabels([at('A', -20)], 13, 0, 300))).toEqual([['A', 0]]);
  });
});

describe('lineEndLabels', () => {
  // A plot area 400 × 300 px, 76 px from the canvas's left and 16 px from its top; x and y in [0, 1].
  const chart = (band = false): PlottedChart => ({
    getCoordinate: () => ({
      map: ([x, y]) => [x * 400, (1 - y) * 300],
      getOptions: () => ({
        x: 0,
        y: 0,
        marginLeft: 16,
        marginTop: 16,
        paddingLeft: 60,
        paddingTop: 0,
        insetLeft: 0,
        insetTop: 0,
        innerHeight: 300,
      }),
    }),
    getScaleByChannel: (channel) =>
      channel === 'y'
        ? { map: (value) => Number(value) / 100 }
        : {
            map: (value) => (value === 'Jan' ? 0 : 0.5),
            ...(band && { getBandWidth: () => 0.5 }),
          },
  });

  it("puts each line's name at its last point in canvas pixels, in its colour", () => {
    const points = [
      { x: 'Jan', time: 'Jan', series: 'Acme', value: 10 },
      { x: 'Feb', time: 'Feb', series: 'Acme', value: 50 },
      { x: 'Jan', time: 'Jan', series: 'Globex', value: 20 },
    ];
    const colors: Record<string, string> = { Acme: '#1783FF', Globex: '#00C9C9' };
    expect(lineEndLabels(chart(), points, (series) => colors[series] ?? '')).toEqual([
      { name: 'Acme', color: '#1783FF', x: 76 + 200, y: 16 + 150 },
      { name: 'Globex', color: '#00C9C9', x: 76, y: 16 + 240 },
    ]);
    // On a band axis a point sits in the middle of its category.
    expect(lineEndLabels(chart(true), points.slice(0, 2), () => '')[0]?.x).toBe(76 + 300);
  });

  it('dodges names of lines ending close together, and draws none before the chart has its scales', () => {
    const points = [
      { x: 'Feb', time: 'Feb', series: 'Acme', value: 50 },
      { x: 'Feb', time: 'Feb', series: 'Globex', value: 50 },
    ];
    const [first, second] = lineEndLabels(chart(), points, () => '');
    expect((second?.y ?? 0) - (first?.y ?? 0)).toBe(LINE_LABEL_GAP);
    const unplotted: PlottedChart = { getCoordinate: () => undefined, getScaleByChannel: () => undefined };
    expect(lineEndLabels(unplotted, points, () => '')).toEqual([]);
  });
});
