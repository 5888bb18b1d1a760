import { theme } from 'antd';
import { useMemo } from 'react';
import { chartPalette, isDarkBackground, othersColor, type ChartMode } from './palette';

export interface ChartTheme {
  mode: ChartMode;
  palette: readonly string[];
  /** The grey of 'Others'. */
  others: string;
  /** The G2 theme matching the mode. */
  g2Theme: { type: 'classic' | 'classicDark' };
}

/**
 * The chart palette and theme that follow the antd theme the shell set (light or dark). The
 * object is stable per mode: charts compare their config and redraw only when it changes.
 */
export function useChartTheme(): ChartTheme {
  const { token } = theme.useToken();
  const mode: ChartMode = isDarkBackground(token.colorBgContainer) ? 'dark' : 'light';
  return useMemo(
    () => ({
      mode,
      palette: chartPalette(mode),
      others: othersColor(mode),
      g2Theme: { type: mode === 'dark' ? 'classicDark' : 'classic' },
    }),
    [mode],
  );
}
