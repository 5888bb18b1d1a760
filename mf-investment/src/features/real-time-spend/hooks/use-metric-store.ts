import { create } from 'zustand';
import type { Metric } from '../lib/investment-data';

interface MetricState {
  metric: Metric;
  setMetric: (metric: Metric) => void;
}

/** Amount or prints view (spec 2 section 3: navigation state); amount by default, kept across visits. */
export const useMetricStore = create<MetricState>()((set) => ({
  metric: 'amount',
  setMetric: (metric) => set({ metric }),
}));
