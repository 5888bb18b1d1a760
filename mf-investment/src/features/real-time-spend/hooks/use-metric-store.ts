import { create } from 'zustand';
import type { Metric } from '../lib/investment-data';

interface MetricState {
  metric: Metric;
  setMetric: (metric: Metric) => void;
}

/** Amount or prints view (docs/product.md#real-time-spend: navigation state); amount by default, kept across visits. */
export const useMetricStore = create<MetricState>()((set) => ({
  metric: 'amount',
  setMetric: (metric) => set({ metric }),
}));
