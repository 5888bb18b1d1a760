import { ciede2000, contrastRatio, seenAs, type Vision } from './color-vision';
import {
  CHART_PALETTE_DARK,
  CHART_PALETTE_LIGHT,
  COLOR_BLIND_SAFE_COLORS,
  OTHERS_COLOR_DARK,
  OTHERS_COLOR_LIGHT,
  type ChartMode,
} from './palette';

const VISIONS: readonly Vision[] = ['normal', 'protanopia', 'deuteranopia'];
/** antd's container background in each theme: what a chart is drawn on. */
const BACKGROUND: Record<ChartMode, string> = { light: '#ffffff', dark: '#141414' };
const THEMES: ReadonlyArray<readonly [ChartMode, readonly string[], string]> = [
  ['light', CHART_PALETTE_LIGHT, OTHERS_COLOR_LIGHT],
  ['dark', CHART_PALETTE_DARK, OTHERS_COLOR_DARK],
];

function smallestDifference(colors: readonly string[], vision: Vision): { delta: number; pair: string } {
  let smallest = { delta: Infinity, pair: '' };
  colors.forEach((first, i) =>
    colors.slice(i + 1).forEach((second) => {
      const delta = ciede2000(seenAs(first, vision), seenAs(second, vision));
      if (delta < smallest.delta) smallest = { delta, pair: `${first}/${second}` };
    }),
  );
  return smallest;
}

const figures: string[] = [];
afterAll(() => console.log(`Chart palette, smallest CIEDE2000 among the first eight:\n${figures.join('\n')}`));

describe('the chart palette', () => {
  it('measures colour differences as CIEDE2000 does (Sharma, Wu & Dalal 2005, test data)', () => {
    expect(ciede2000([50, 2.6772, -79.7751], [50, 0, -82.7485])).toBeCloseTo(2.0425, 4);
    expect(ciede2000([50, 2.5, 0], [73, 25, -18])).toBeCloseTo(27.1492, 4);
    expect(ciede2000([50, -1, 2], [50, 0, 0])).toBeCloseTo(2.3669, 4);
    expect(ciede2000([2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514])).toBeCloseTo(0.9082, 4);
  });

  it.each(THEMES)(
    'keeps its first eight colours apart (%s theme) for normal, protanope and deuteranope readers',
    (mode, palette, others) => {
      const first = palette.slice(0, COLOR_BLIND_SAFE_COLORS);
      for (const vision of VISIONS) {
        const { delta, pair } = smallestDifference(first, vision);
        const withOthers = smallestDifference([...first, others], vision);
        figures.push(
          `  ${mode.padEnd(5)} ${vision.padEnd(12)} ${delta.toFixed(2)} (${pair}); with the Others grey ${withOthers.delta.toFixed(2)}`,
        );
        expect(delta).toBeGreaterThanOrEqual(10);
        expect(withOthers.delta).toBeGreaterThanOrEqual(10);
      }
    },
  );

  it.each(THEMES)('draws the first eight and Others at 3:1 or more on the %s background', (mode, palette, others) => {
    const ratios = palette.slice(0, COLOR_BLIND_SAFE_COLORS).map((color) => contrastRatio(color, BACKGROUND[mode]));
    const othersRatio = contrastRatio(others, BACKGROUND[mode]);
    const least = Math.min(...ratios).toFixed(2);
    figures.push(
      `  ${mode.padEnd(5)} contrast    ${least}:1 at least on ${BACKGROUND[mode]}; Others ${othersRatio.toFixed(2)}:1`,
    );
    for (const ratio of [...ratios, othersRatio]) expect(ratio).toBeGreaterThanOrEqual(3);
  });

  it('has 18 colours a theme, none shared, and a grey for Others in each', () => {
    expect(CHART_PALETTE_LIGHT).toHaveLength(18);
    expect(CHART_PALETTE_DARK).toHaveLength(18);
    expect(new Set([...CHART_PALETTE_LIGHT, ...CHART_PALETTE_DARK]).size).toBe(36);
    for (const grey of [OTHERS_COLOR_LIGHT, OTHERS_COLOR_DARK]) {
      const [, a, b] = seenAs(grey, 'normal');
      expect(Math.hypot(a, b)).toBeLessThan(1);
    }
  });
});
