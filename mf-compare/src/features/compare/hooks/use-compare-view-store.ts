import { create } from 'zustand';
import type { TrendMetric } from '../lib/compare-charts';

interface CompareViewState {
  /** The rivals' figures as a difference from "mine". */
  difference: boolean;
  trendMetric: TrendMetric;
  /** The column shown: a country's code or `total`; null for the first one of the answer. */
  column: string | null;
  setDifference: (difference: boolean) => void;
  setTrendMetric: (metric: TrendMetric) => void;
  setColumn: (column: string) => void;
}

/** How the page shows the answer (navigation state, kept across visits within the session). */
export const useCompareViewStore = create<CompareViewState>()((set) => ({
  difference: false,
  trendMetric: 'shareOfVoice',
  column: null,
  setDifference: (difference) => set({ difference }),
  setTrendMetric: (trendMetric) => set({ trendMetric }),
  setColumn: (column) => set({ column }),
}));
