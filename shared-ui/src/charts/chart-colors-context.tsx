import { createContext, useContext, type ReactNode } from 'react';
import { createChartColors, type ChartColors } from 'shared-contracts';

const ChartColorsContext = createContext<ChartColors | undefined>(undefined);

let ownColors: ChartColors | null = null;

export interface ChartColorsProviderProps {
  /** The host's chart colours (`host.chartColors`); absent from hosts built before them. */
  colors: ChartColors | undefined;
  children: ReactNode;
}

/**
 * Gives the charts inside the session's chart colours. A remote's root wraps its page in it with
 * `host.chartColors`: the shell's one registry reaches every remote this way, whichever copy of
 * the chart kit each loaded.
 */
export function ChartColorsProvider({ colors, children }: ChartColorsProviderProps) {
  return <ChartColorsContext value={colors}>{children}</ChartColorsContext>;
}

/** The chart colours of the page, or, under a host without them, this copy of the kit's own. */
export function useChartColors(): ChartColors {
  const colors = useContext(ChartColorsContext);
  if (colors) return colors;
  ownColors ??= createChartColors();
  return ownColors;
}
