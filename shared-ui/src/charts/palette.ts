/** Chart height (docs/product.md#formats); donuts are shorter. */
export const CHART_HEIGHT = 400;
export const DONUT_HEIGHT = 300;

/**
 * The 18-colour category palette on a light background. The first eight stay apart for
 * colour-blind readers (protanopia, deuteranopia: CIEDE2000 of 11 or more between any two, and
 * from the Others grey) and reach 3:1 against white (WCAG 1.4.11); `palette.test.ts` holds the
 * figures. The other ten differ for normal vision only: a chart that needs them names its series
 * on the chart itself (use-series-colors.ts).
 */
export const CHART_PALETTE_LIGHT: readonly string[] = [
  '#0F54BF',
  '#E6750D',
  '#07A971',
  '#B96BA6',
  '#1998E5',
  '#DE0102',
  '#61763B',
  '#682769',
  '#F21A79',
  '#1E847B',
  '#4C1DDE',
  '#749D04',
  '#717BB4',
  '#9B6624',
  '#893C26',
  '#B36C70',
  '#FD6055',
  '#9E3DB8',
];

/** The same hues lifted for a dark background, in the same order so an entity keeps its hue. */
export const CHART_PALETTE_DARK: readonly string[] = [
  '#2E70F1',
  '#DA7805',
  '#3FA575',
  '#F676C9',
  '#66BFFF',
  '#C55640',
  '#B3C66C',
  '#9764A3',
  '#C61671',
  '#08D8CE',
  '#8650F0',
  '#B7F62D',
  '#8585BE',
  '#FBCF93',
  '#FF7449',
  '#EB395F',
  '#F09F99',
  '#D060F7',
];

/** How many colours of each palette stay apart for colour-blind readers. */
export const COLOR_BLIND_SAFE_COLORS = 8;

/** 'Others' in every chart: a neutral grey, apart from the first eight colours for every reader. */
export const OTHERS_COLOR_LIGHT = '#949494';
export const OTHERS_COLOR_DARK = '#737373';

export type ChartMode = 'light' | 'dark';

export function chartPalette(mode: ChartMode): readonly string[] {
  return mode === 'dark' ? CHART_PALETTE_DARK : CHART_PALETTE_LIGHT;
}

export function othersColor(mode: ChartMode): string {
  return mode === 'dark' ? OTHERS_COLOR_DARK : OTHERS_COLOR_LIGHT;
}

/** Whether a CSS hex background is dark (relative luminance under one half). */
export function isDarkBackground(color: string): boolean {
  const hex = color.replace('#', '');
  if (!/^[0-9a-f]{6}$/i.test(hex)) return false;
  const [r, g, b] = [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.5;
}
