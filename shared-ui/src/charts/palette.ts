/** Chart height (docs/product.md#formats); donuts are shorter. */
export const CHART_HEIGHT = 400;
export const DONUT_HEIGHT = 300;

/** The 18-colour category palette on a light background. */
export const CHART_PALETTE_LIGHT: readonly string[] = [
  '#1783FF',
  '#00C9C9',
  '#F0884D',
  '#D580FF',
  '#7863FF',
  '#60C42D',
  '#BD8F24',
  '#FF80CA',
  '#2491B3',
  '#17C76F',
  '#AABA01',
  '#BC7CFC',
  '#3A8BF7',
  '#E8684A',
  '#5D7092',
  '#F6BD16',
  '#6DC8EC',
  '#9270CA',
];

/** The same hues lifted for a dark background, in the same order so a series keeps its colour. */
export const CHART_PALETTE_DARK: readonly string[] = [
  '#4C9DFF',
  '#3DDCDC',
  '#F6A676',
  '#E2A6FF',
  '#9D8CFF',
  '#85D85B',
  '#D9AE4A',
  '#FFA3D9',
  '#4FB4D4',
  '#4ADB91',
  '#CDDC3A',
  '#D1A3FD',
  '#6BA8F9',
  '#F08E76',
  '#8A9BBA',
  '#F9D15A',
  '#97DAF3',
  '#B39BE0',
];

export type ChartMode = 'light' | 'dark';

export function chartPalette(mode: ChartMode): readonly string[] {
  return mode === 'dark' ? CHART_PALETTE_DARK : CHART_PALETTE_LIGHT;
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
